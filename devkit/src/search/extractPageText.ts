/**
 * How a remote's build makes its search entries from its prerendered pages (Node only: htmlparser2).
 */
import { Parser } from 'htmlparser2';
import { TEXT_LIMIT, type SearchDocument, type SearchKind } from '@site/site-formats/search';

const HEADING = /^h[1-3]$/;
/** Question-like elements: FAQ summaries and definition terms rank with the headings. */
const HEADING_LIKE = new Set(['summary', 'dt']);
/** Not page content. (Buttons are: an accordion's question is a button inside its heading.) */
const SKIPPED = new Set(['script', 'style', 'svg', 'noscript', 'template', 'select']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The headings and the text of a page's markup (entities decoded, tags and scripts dropped). */
export function extractPageText(html: string): { headings: string[]; text: string } {
  const headings: string[] = [];
  const text: string[] = [];
  // Open elements whose text is being gathered as one heading, and how deep inside skipped elements we are.
  const stack: string[] = [];
  let heading: string[] | null = null;
  let headingDepth = -1;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        stack.push(name);
        if (SKIPPED.has(name)) skipDepth += 1;
        if (heading === null && (HEADING.test(name) || HEADING_LIKE.has(name))) {
          heading = [];
          headingDepth = stack.length;
        }
      },
      ontext(data) {
        if (skipDepth > 0) return;
        (heading ?? text).push(data);
      },
      onclosetag(name) {
        if (heading !== null && stack.length === headingDepth) {
          const value = squash(heading.join(' '));
          if (value) headings.push(value);
          heading = null;
        }
        if (SKIPPED.has(name)) skipDepth -= 1;
        stack.pop();
        // Block ends separate words that markup would otherwise glue together.
        (heading ?? text).push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { headings: [...new Set(headings)], text: squash(text.join('')).slice(0, TEXT_LIMIT) };
}

/** The title without the brand suffix: "Pricing | Wattlecare" → "Pricing". */
export function pageName(title: string, brand: string): string {
  const suffix = ` | ${brand}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

export interface RoutePage {
  readonly path: string;
  readonly html: string;
  readonly head: { readonly title: string; readonly description: string };
}

/** A remote's index: its prerendered routes that have a kind (every page is prerendered, so every page is here). */
export function searchDocumentsFor(
  routes: readonly RoutePage[],
  kindOf: (path: string) => SearchKind | null,
  brand: string,
): SearchDocument[] {
  return routes.flatMap((route): SearchDocument[] => {
    const kind = kindOf(route.path);
    if (!kind) return [];
    const { headings, text } = extractPageText(route.html);
    return [{ url: route.path, kind, title: pageName(route.head.title, brand), description: route.head.description, headings, text }];
  });
}
