/**
 * How this site renders Markdown, in one place for the build (compile.ts) and the editor's preview
 * (cms): markdown-it with smart quotes, no raw HTML, linked heading anchors, the glossary's
 * abbreviations, and table alignment as `data-align` instead of inline styles (CSP). Browser-safe.
 */
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import slugify from 'slugify';
import { abbreviations } from './abbreviations';
import type { MarkdownHeading } from './entry';

type SiteMarkdown = InstanceType<typeof MarkdownIt>;
type Token = ReturnType<SiteMarkdown['parse']>[number];

/** The site's markdown-it; `onHeading` hears each anchored heading (## and ###) as it is rendered. */
export function siteMarkdown(onHeading?: (heading: MarkdownHeading) => void): SiteMarkdown {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  md.use(anchor, {
    level: [2, 3],
    slugify: (text) => slugify(text, { lower: true, strict: true }),
    // The heading's text is its own link: no extra symbol for screen readers to announce.
    permalink: anchor.permalink.headerLink(),
    ...(onHeading ? { callback: (token, { slug, title }) => onHeading({ level: Number(token.tag.slice(1)), id: slug, text: title }) } : {}),
  });
  // The glossary's terms, written out at their first use (WCAG 3.1.4).
  md.use(abbreviations);
  return md;
}

/** A table cell's alignment as `data-align` (the stylesheet aligns it): no inline style, which the CSP refuses. */
export function alignTableCell(token: Token): void {
  if ((token.type !== 'th_open' && token.type !== 'td_open') || !token.attrGet('style')) return;
  const align = /text-align:(\w+)/.exec(String(token.attrGet('style')))?.[1];
  token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
  if (align) token.attrSet('data-align', align);
}

/** `{{name}}` written out from a collection's variables; an unknown name stays as written. */
export function fillPlaceholders(
  text: string,
  variables: Readonly<Record<string, string>>,
  onUnknown?: (placeholder: string, offset: number) => void,
): string {
  return text.replace(/\{\{\s*([A-Za-z]\w*)\s*\}\}/g, (placeholder: string, name: string, offset: number) => {
    const value = variables[name];
    if (value !== undefined) return value;
    onUnknown?.(placeholder, offset);
    return placeholder;
  });
}
