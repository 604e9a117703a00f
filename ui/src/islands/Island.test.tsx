import { act } from '@testing-library/react';
import { render } from '@testing-library/react';
import { useId, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { GlossaryScope, GlossaryText } from '../glossary/GlossaryText';
import { AddressProvider, staticAddress } from '../navigation/address';
import { ShellServicesProvider, type ShellServices } from '../navigation/labels';
import { defineIsland, IslandRoot, IslandServerContext, type IslandServerRenderer } from './Island';

function Toggle({ label }: { readonly label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <p id={id} hidden={!open}>
        Answer
      </p>
    </div>
  );
}
const ToggleIsland = defineIsland({ owner: 'shell', name: 'Toggle', hydrate: 'interaction' }, Toggle);

const services: ShellServices = {
  resolveLabel: () => null,
  runAction: () => undefined,
  loadRemoteModule: () => Promise.reject(new Error('none')),
  RemoteSlot: () => null,
};
const address = staticAddress('/faq');

const faqPage = (
  <>
    <h1>Static text</h1>
    <ToggleIsland label="What is NDIS?" />
  </>
);

function prerenderPage(page: ReactNode = faqPage): string {
  let index = 0;
  const server: IslandServerRenderer = {
    scope: 'page',
    renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    nextIndex: () => index++,
  };
  return renderToString(
    <IslandServerContext value={server}>
      <ShellServicesProvider value={services}>
        <AddressProvider value={address}>{page}</AddressProvider>
      </ShellServicesProvider>
    </IslandServerContext>,
  );
}

/** Hydrates the page's (first) island as the shell's runtime does, once it is live. */
async function hydrateIsland(component: ReactNode) {
  const island = document.querySelector<HTMLElement>('site-island')!;
  let committed!: () => void;
  const live = new Promise<void>((resolve) => (committed = resolve));
  const root = await act(() =>
    hydrateRoot(
      island,
      <IslandRoot services={services} address={address} onCommit={committed}>
        {component}
      </IslandRoot>,
      { identifierPrefix: island.dataset.idPrefix },
    ),
  );
  await live;
  return { island, root };
}

describe('islands', () => {
  it('writes the island as its own root, its props in a JSON data block beside it', () => {
    document.body.innerHTML = prerenderPage();
    const island = document.querySelector<HTMLElement>('site-island')!;
    expect(island.dataset).toMatchObject({ island: 'shell/Toggle', hydrate: 'interaction', idPrefix: 'page-Toggle-0-', ssr: '' });
    const props = island.previousElementSibling as HTMLScriptElement;
    expect(props.type).toBe('application/json');
    expect(JSON.parse(props.textContent)).toEqual({ label: 'What is NDIS?' });
    expect(island.querySelector('button')!.getAttribute('aria-controls')).toContain('page-Toggle-0-');
  });

  it('hydrates that markup in the browser: the same nodes, now live, with no mismatch', async () => {
    document.body.innerHTML = prerenderPage();
    const serverButton = document.querySelector<HTMLButtonElement>('site-island button')!;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island, root } = await hydrateIsland(<ToggleIsland.Component label="What is NDIS?" />);
    expect(error).not.toHaveBeenCalled();
    expect(island.querySelector('button')).toBe(serverButton); // not painted again
    act(() => serverButton.click());
    expect(serverButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(serverButton.getAttribute('aria-controls')!)).toBeVisible();
    act(() => root.unmount());
    error.mockRestore();
  });

  it('refuses props that are not JSON when the server writes them into the page', () => {
    const Broken = defineIsland({ owner: 'shell', name: 'Broken', hydrate: 'load' }, (_props: { onPick: () => void }) => null);
    const server: IslandServerRenderer = { scope: 'page', renderToString: () => '', nextIndex: () => 0 };
    expect(() =>
      renderToString(
        <IslandServerContext value={server}>
          <ShellServicesProvider value={services}>
            <AddressProvider value={address}>
              <Broken onPick={() => undefined} />
            </AddressProvider>
          </ShellServicesProvider>
        </IslandServerContext>,
      ),
    ).toThrow('Island shell/Broken: prop "onPick" is not JSON');
  });
});

describe('islands and the glossary', () => {
  function Answers({ answers }: { readonly answers: readonly string[] }) {
    return (
      <div>
        {answers.map((answer) => (
          <p key={answer}>
            <GlossaryText>{answer}</GlossaryText>
          </p>
        ))}
      </div>
    );
  }
  const AnswersIsland = defineIsland({ owner: 'shell', name: 'Answers', hydrate: 'interaction' }, Answers);
  const answers = ['Yes, for NDIS providers.', 'NDIS claims and SIL rosters too.'];
  const page = (
    <GlossaryScope>
      <p>
        <GlossaryText>Built for NDIS providers.</GlossaryText>
      </p>
      <AnswersIsland answers={answers} />
    </GlossaryScope>
  );

  const writtenOut = 'National Disability Insurance Scheme (<abbr title="National Disability Insurance Scheme">NDIS</abbr>)';
  // React's server markup separates adjacent text pieces with a comment; the browser's does not.
  const paragraphs = (container: ParentNode) => [...container.querySelectorAll('p')].map((p) => p.innerHTML.replaceAll('<!-- -->', ''));

  it('each island is a glossary scope of its own on the server: its first use of a term is written out again', () => {
    document.body.innerHTML = prerenderPage(page);
    expect(paragraphs(document.body)[0]).toBe(`Built for ${writtenOut} providers.`);
    expect(paragraphs(document.querySelector('site-island')!)).toEqual([
      `Yes, for ${writtenOut} providers.`,
      '<abbr title="National Disability Insurance Scheme">NDIS</abbr> claims and Supported Independent Living (<abbr title="Supported Independent Living">SIL</abbr>) rosters too.',
    ]);
  });

  it('an HTML-only island (`never`, composed into other pages) writes no term out: the page it joins already has', () => {
    const HtmlOnlyAnswers = defineIsland({ owner: 'shell', name: 'HtmlOnlyAnswers', hydrate: 'never' }, Answers);
    document.body.innerHTML = prerenderPage(
      <GlossaryScope>
        <p>
          <GlossaryText>Built for NDIS providers.</GlossaryText>
        </p>
        <HtmlOnlyAnswers answers={answers} />
      </GlossaryScope>,
    );
    expect(paragraphs(document.querySelector('site-island')!)).toEqual([
      'Yes, for <abbr title="National Disability Insurance Scheme">NDIS</abbr> providers.',
      '<abbr title="National Disability Insurance Scheme">NDIS</abbr> claims and <abbr title="Supported Independent Living">SIL</abbr> rosters too.',
    ]);
  });

  it('hydrates the same written-out text in its own root, with no mismatch, and keeps it on a re-render', async () => {
    document.body.innerHTML = prerenderPage(page);
    const serverText = paragraphs(document.querySelector('site-island')!);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island, root } = await hydrateIsland(<AnswersIsland.Component answers={answers} />);
    expect(error).not.toHaveBeenCalled();
    expect(paragraphs(island)).toEqual(serverText);
    act(() =>
      root.render(
        <IslandRoot services={services} address={address}>
          <AnswersIsland.Component answers={answers} />
        </IslandRoot>,
      ),
    );
    expect(paragraphs(island)).toEqual(serverText);
    act(() => root.unmount());
    error.mockRestore();
  });

  it('keeps its own scope in a page the browser renders whole', () => {
    const { container } = render(<AddressProvider value={address}>{page}</AddressProvider>);
    expect(paragraphs(container).slice(0, 2)).toEqual([`Built for ${writtenOut} providers.`, `Yes, for ${writtenOut} providers.`]);
  });
});
