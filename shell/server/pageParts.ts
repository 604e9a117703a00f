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
 * Styles inlined under the URL the browser would load them from, so webpack's loader skips them.
 * Equal files are inlined once. Each `<style>` is allowed by its hash in the page's CSP, so the same
 * page is the same bytes on every response (and its compressed copy can be reused).
 */
export function inlineStyles(sheets: readonly Stylesheet[]): { html: string; hashes: string[] } {
  const seen = new Set<string>();
  const hashes: string[] = [];
  const html = sheets
    .map(({ href, css: file }) => {
      // Without its source map comment, the same stylesheet built into two chunks or two deployables
      // (the design system's) is the same text: sent once, the others left empty.
      const css = file.replace(SOURCE_MAP_COMMENT, '');
      const body = (seen.has(css) ? '' : css).replace(/<\/style/gi, '<\\/style');
      seen.add(css);
      hashes.push(styleHash(body));
      return `<style data-href="${escapeHtml(href)}">${body}</style>`;
    })
    .join('');
  return { html, hashes: [...new Set(hashes)] };
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
