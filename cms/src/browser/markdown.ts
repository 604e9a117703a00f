/**
 * A Markdown body as the site renders it, for the preview: the build's markdown-it set-up
 * (devkit/src/markdown/siteMarkdown.ts: typographer, no raw HTML, linked heading anchors, the glossary's
 * abbreviations, table alignment as `data-align`), with `{{variables}}` filled in and pictures
 * shown from the files the editor has.
 */
import { alignTableCell, fillPlaceholders, siteMarkdown } from '@site/devkit/markdown/render';

const md = siteMarkdown();

/** `{{name}}` written out from the collection's variables; unknown names stay as written (the build refuses them). */
export const withVariables = (text: string, variables: Readonly<Record<string, string>>) => fillPlaceholders(text, variables);

/** The body's HTML; `pictureUrl` turns an image's path in the file into a URL the preview can show. */
export function renderBody(body: string, variables: Readonly<Record<string, string>>, pictureUrl: (src: string) => string): string {
  const tokens = md.parse(withVariables(body, variables), {});
  for (const token of tokens) {
    alignTableCell(token);
    for (const child of token.children ?? []) {
      if (child.type !== 'image') continue;
      child.attrSet('src', pictureUrl(String(child.attrGet('src') ?? '')));
      child.attrSet('loading', 'lazy');
    }
  }
  return md.renderer.render(tokens, md.options, {});
}
