import { createContext, Fragment, useContext, useId, useState, type ReactNode } from 'react';
import { segmentGlossaryText } from './glossary';

/** Which text of the page writes each term out: term → the `useId` of that GlossaryText. */
type GlossaryOwners = Map<string, string>;

const GlossaryScopeContext = createContext<GlossaryOwners | null>(null);

/**
 * One page's scope (see glossary.ts for the rule): inside it, the first GlossaryText to render a
 * term writes it out. Wrap each page once (its render tree), never a part of it; each island's
 * root starts one of its own (`IslandRoot`).
 */
export function GlossaryScope({ children }: { readonly children?: ReactNode }) {
  const [owners] = useState<GlossaryOwners>(() => new Map());
  return <GlossaryScopeContext.Provider value={owners}>{children}</GlossaryScopeContext.Provider>;
}

/**
 * A plain string with the glossary's terms marked up: `<abbr title>` on each, and at the term's
 * first use on the page "expansion (<abbr>term</abbr>)". Outside a GlossaryScope no term is
 * written out. The owner of a term is kept by id, so a re-render writes the same
 * text out again.
 */
export function GlossaryText({ children }: { readonly children: string }) {
  const owners = useContext(GlossaryScopeContext);
  const id = useId();
  const claim = (term: string) => {
    if (!owners) return false;
    const owner = owners.get(term) ?? id;
    owners.set(term, owner);
    return owner === id;
  };
  return (
    <>
      {segmentGlossaryText(children, claim).map((segment, index) => {
        if (segment.kind === 'text') return <Fragment key={index}>{segment.text}</Fragment>;
        const abbr = <abbr title={segment.title}>{segment.text}</abbr>;
        return segment.expansion ? (
          <Fragment key={index}>
            {segment.expansion} ({abbr})
          </Fragment>
        ) : (
          <Fragment key={index}>{abbr}</Fragment>
        );
      })}
    </>
  );
}
