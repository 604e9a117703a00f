/**
 * A markdown-it plugin for the site's glossary (`@site/ui/glossary`, the one list the pages use
 * too): in a document's body text, the first use of a term is written out, "National Disability
 * Insurance Scheme (<abbr title>NDIS</abbr>)", later uses are a bare `<abbr title>`. Headings,
 * link texts and code keep their text (see the glossary's rule). Runs last among the core rules,
 * after the typographer, on the inline text tokens.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { firstUseClaim, segmentGlossaryText } from '@site/ui/glossary';

function markUp(state: StateCore, children: readonly Token[], claim: (term: string) => boolean): Token[] {
  const escape = state.md.utils.escapeHtml;
  const result: Token[] = [];
  let linkDepth = 0;
  for (const child of children) {
    if (child.type === 'link_open') linkDepth++;
    if (child.type === 'link_close') linkDepth--;
    if (child.type !== 'text' || linkDepth > 0) {
      result.push(child);
      continue;
    }
    const segments = segmentGlossaryText(child.content, claim);
    if (segments.length === 1 && segments[0]?.kind === 'text') {
      result.push(child);
      continue;
    }
    const text = (content: string) => Object.assign(new state.Token('text', '', 0), { content });
    const html = (content: string) => Object.assign(new state.Token('html_inline', '', 0), { content });
    for (const segment of segments) {
      if (segment.kind === 'text') {
        result.push(text(segment.text));
        continue;
      }
      if (segment.expansion) result.push(text(`${segment.expansion} (`));
      result.push(html(`<abbr title="${escape(segment.title)}">`), text(segment.text), html('</abbr>'));
      if (segment.expansion) result.push(text(')'));
    }
  }
  return result;
}

/** Expands the glossary's terms at their first use in each rendered document. */
export function abbreviations(md: MarkdownIt): void {
  md.core.ruler.push('glossary_abbreviations', (state) => {
    const claim = firstUseClaim();
    let inHeading = false;
    for (const token of state.tokens) {
      if (token.type === 'heading_open') inHeading = true;
      if (token.type === 'heading_close') inHeading = false;
      if (token.type === 'inline' && !inHeading && token.children) token.children = markUp(state, token.children, claim);
    }
  });
}
