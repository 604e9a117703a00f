/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node's react-dom/static (the prerender's) in a document, so the markup can be read as a DOM.
import { setImmediate } from 'node:timers';
import { glossary } from '@site/ui/glossary';
import type { PrerenderedRoute } from '@site/site-formats/fragments';
import prerender from './prerender';
import { routes } from './routes';

/**
 * WCAG 3.1.4 on every published marketing page, read from the prerender's own HTML (islands as
 * their own roots, as the browser hydrates them): a term the page uses anywhere (title, headings,
 * islands, body) is written out on it, "Expansion (<abbr title="Expansion">TERM</abbr>)", and in
 * the page's body and in each island the first use in body text is that written-out one.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byTerm = new Map(glossary.map((entry) => [entry.term, entry]));
// The glossary's own matching: a whole word, case-sensitive, an optional plural "s".
const termPattern = new RegExp(
  `(?<![A-Za-z0-9-])(${glossary
    .map((entry) => entry.term)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})s?(?![A-Za-z0-9])`,
  'g',
);
const termsIn = (text: string) => [...text.matchAll(termPattern)].map((match) => match[1] ?? '');

/** Not body text: headings, controls, link labels, labels and captions, eyebrows, point titles (PointList). */
const NOT_BODY = 'h1, h2, h3, h4, h5, h6, button, a, label, legend, dt, th, caption, figcaption, summary, [class*="eyebrow"], li > strong';
const SKIPPED = 'script, style, template, svg, noscript';

/** The text of `abbr`'s parent before it (React's `<!-- -->` between text pieces dropped). */
function textBefore(abbr: Element): string {
  let text = '';
  for (let node = abbr.previousSibling; node; node = node.previousSibling) {
    if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.ELEMENT_NODE) text = (node.textContent ?? '') + text;
  }
  return text;
}

/** `abbr` is a written-out use: "Expansion (" before it, ")" after it. */
function writtenOut(abbr: Element): boolean {
  const title = abbr.getAttribute('title')?.toLowerCase();
  const after = abbr.nextSibling?.textContent ?? '';
  return !!title && textBefore(abbr).toLowerCase().endsWith(`${title} (`) && after.startsWith(')');
}

function textNodes(root: Node, skipIslands: boolean): Text[] {
  const found: Text[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(SKIPPED)) continue;
    if (skipIslands && parent.closest('site-island')) continue;
    found.push(node as Text);
  }
  return found;
}

const excerpt = (text: string) => {
  const squashed = text.replace(/\s+/g, ' ').trim();
  return squashed.length > 80 ? `${squashed.slice(0, 77)}…` : squashed;
};

/** What is wrong with one page, as sentences naming the page and the term. */
function abbreviationProblems({ path, html, head }: PrerenderedRoute): string[] {
  const page = document.createElement('div');
  page.innerHTML = html;
  const problems: string[] = [];

  const used = new Set([...termsIn(head.title), ...textNodes(page, false).flatMap((node) => termsIn(node.data))]);
  const written = new Set([...page.querySelectorAll('abbr')].filter(writtenOut).map((abbr) => termsIn(abbr.textContent)[0] ?? ''));
  for (const term of used) if (!written.has(term)) problems.push(`${path}: ${term} used but never written out`);

  const scopes: { name: string; root: Element; skipIslands: boolean }[] = [
    { name: 'page', root: page, skipIslands: true },
    ...[...page.querySelectorAll('site-island')].map((island) => ({
      name: `island ${island.getAttribute('data-island') ?? '?'}`,
      root: island,
      skipIslands: false,
    })),
  ];
  for (const scope of scopes) {
    const seen = new Set<string>();
    for (const node of textNodes(scope.root, scope.skipIslands)) {
      if (node.parentElement!.closest(NOT_BODY)) continue;
      for (const term of termsIn(node.data)) {
        if (seen.has(term)) continue;
        seen.add(term);
        const abbr = node.parentElement!.closest('abbr');
        if (!abbr || !writtenOut(abbr)) {
          problems.push(
            `${path} (${scope.name}): the first use of ${term} in body text is not written out as "${byTerm.get(term)?.expansion} (${term})": “${excerpt(abbr?.parentElement?.textContent ?? node.data)}”`,
          );
        }
      }
    }
  }
  return problems;
}

// React's Node renderer schedules with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

describe('abbreviations on every marketing page (WCAG 3.1.4)', () => {
  let rendered: Map<string, PrerenderedRoute>;

  beforeAll(async () => {
    rendered = new Map((await prerender.render()).map((route) => [route.path, route]));
  }, 60_000);

  it('renders every published route', () => {
    expect([...rendered.keys()].sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it.each(routes.map((route) => route.path))('%s writes out each term it uses, at its first use in body text', (path) => {
    const route = rendered.get(path);
    expect(route).toBeDefined();
    expect(abbreviationProblems(route!)).toEqual([]);
  });
});
