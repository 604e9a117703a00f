/** The pieces a composed page is made of, apart from how it is composed (composePage.ts): escaping, inlined styles with their CSP hashes, structured data, the client-rendered fallback. */
import { createHash } from 'node:crypto';
import { siteConfig } from '@site/site-config';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: nothing in it may close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The parsed text, or null when there is none or it is not JSON; the caller says what it holds. */
export function parseJson(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The company, for search engines (home page only). */
export function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.brand.name,
    legalName: siteConfig.brand.legalName,
    url: `${origin}/`,
    email: siteConfig.mailboxes.enquiries,
    telephone: siteConfig.contact.salesPhone.tel,
    sameAs: Object.values(siteConfig.links.social),
  };
}

const SOURCE_MAP_COMMENT = /\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

export interface Stylesheet {
  readonly href: string;
  readonly css: string;
}

/**
 * The page's stylesheets in order, each as its text without its source map comment. The same
 * stylesheet built into two chunks or two deployables (the design system's) is then the same
 * text: kept once, the later ones empty, so it is sent and applied once.
 */
function distinctSheets(sheets: readonly Stylesheet[]): Stylesheet[] {
  const seen = new Set<string>();
  return sheets.map(({ href, css: file }) => {
    const css = file.replace(SOURCE_MAP_COMMENT, '');
    const text = seen.has(css) ? '' : css;
    seen.add(css);
    return { href, css: text };
  });
}

export interface StyleElements {
  /** The elements that bring the stylesheets, in their order. */
  readonly html: string;
  /** CSP sources of the inline ones. */
  readonly hashes: string[];
  /** All their rules, in order (what the first screen's rules are picked from). */
  readonly css: string;
}

/**
 * Styles inlined under the URL the browser would load them from, so webpack's loader skips them.
 * Each `<style>` is allowed by its hash in the page's CSP, so the same page is the same bytes on
 * every response (and its compressed copy can be reused).
 */
export function inlineStyles(sheets: readonly Stylesheet[]): StyleElements {
  const distinct = distinctSheets(sheets);
  const elements = distinct.map(({ href, css }) => inlineStyle(css, { 'data-href': href }));
  return {
    html: elements.map((element) => element.html).join(''),
    hashes: [...new Set(elements.map((element) => element.hash))],
    css: distinct.map((sheet) => sheet.css).join('\n'),
  };
}

/**
 * Each stylesheet named by an empty `<style data-href>`, its rules being in the page another way (the
 * shell's stylesheet below the first screen): webpack's loader and the federation runtime then know
 * it is here, and fetch it no more.
 */
export function namedStyles(sheets: readonly Stylesheet[]): StyleElements {
  const empty = inlineStyle('', {});
  return {
    html: sheets.map(({ href }) => inlineStyle('', { 'data-href': href }).html).join(''),
    hashes: sheets.length > 0 ? [empty.hash] : [],
    css: '',
  };
}

/** One `<style>` element holding `css`, and its CSP hash source. */
export function inlineStyle(css: string, attributes: Readonly<Record<string, string>>): { html: string; hash: string } {
  const body = css.replace(/<\/style/gi, '<\\/style');
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return { html: `<style${attributeText}>${body}</style>`, hash: styleHash(body) };
}

export const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/**
 * The document for a request the server could not compose: the shell's index.html with one island,
 * which renders the frame and the page in the browser (islands/ClientRenderedPage.tsx). Never a blank page.
 */
export function clientRenderedDocument(template: string): string {
  return template.replace(
    ROOT_ELEMENT,
    () => `<div id="root"><site-island data-island="shell/ClientRenderedPage" data-hydrate="load"></site-island></div>`,
  );
}

/** A stylesheet's CSP hash source; stylesheets repeat on every page, so each is hashed once. */
const styleHashes = new Map<string, string>();
function styleHash(css: string): string {
  let hash = styleHashes.get(css);
  if (!hash) {
    hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    if (styleHashes.size > 2000) styleHashes.clear(); // old deploys' sheets
    styleHashes.set(css, hash);
  }
  return hash;
}
