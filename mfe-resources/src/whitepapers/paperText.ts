/**
 * A whitepaper's text as the PDF renderer lays it out, read from its Markdown file: `##` starts a
 * section, `###` a subheading, paragraphs and lists as written, and a quoted block (`>`) whose first
 * line is bold is a shaded worked example with that title.
 */
import MarkdownIt from 'markdown-it';
import type { WhitepaperFrontMatter } from '../content/frontMatter';

export type PaperParagraph = { readonly kind: 'paragraph'; readonly text: string };
export type PaperList = { readonly kind: 'list'; readonly ordered?: boolean; readonly items: readonly string[] };

export type PaperBlock =
  | PaperParagraph
  | PaperList
  | { readonly kind: 'subheading'; readonly text: string }
  /** A shaded box for worked examples; kept on one page. */
  | { readonly kind: 'example'; readonly title: string; readonly blocks: readonly (PaperParagraph | PaperList)[] };

interface PaperSection {
  readonly heading: string;
  readonly blocks: readonly PaperBlock[];
}

export interface PaperText extends Pick<WhitepaperFrontMatter, 'title' | 'subtitle' | 'shortTitle' | 'subject' | 'keywords'> {
  readonly sections: readonly PaperSection[];
}

/** Typographic quotes and dashes stay as written: the renderer maps them to what its font can draw. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

type Token = ReturnType<typeof markdown.parse>[number];

/** An inline token's text without its Markdown: emphasis dropped, escapes resolved, line breaks as spaces. */
function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type.endsWith('break') ? ' ' : ''))
    .join('');
}

/** Whether an inline token is one bold run and nothing else: an example's title. */
function isBoldLine(inline: Token | undefined): boolean {
  // markdown-it puts an empty text token on each side of the bold run.
  const parts = (inline?.children ?? []).filter((child) => !(child.type === 'text' && child.content === ''));
  return parts[0]?.type === 'strong_open' && parts.at(-1)?.type === 'strong_close';
}

export function paperText(slug: string, data: WhitepaperFrontMatter, source: string): PaperText {
  const tokens = markdown.parse(source.replace(/^---\n[\s\S]*?\n---\n/, ''), {});
  const sections: { heading: string; blocks: PaperBlock[] }[] = [];
  let example: { title: string; blocks: (PaperParagraph | PaperList)[] } | null = null;
  let list: { ordered: boolean; items: string[] } | null = null;
  const problem = (token: Token, message: string) => new Error(`${slug}.md:${(token.map?.[0] ?? 0) + 1}: ${message}`);
  const current = (token: Token) => {
    const section = sections.at(-1);
    if (!section) throw problem(token, 'the text starts before the first ## section heading');
    return section;
  };
  const add = (token: Token, block: PaperParagraph | PaperList) =>
    example ? example.blocks.push(block) : current(token).blocks.push(block);

  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    switch (token.type) {
      case 'heading_open':
        if (token.tag === 'h2') sections.push({ heading: plainText(inline), blocks: [] });
        else if (token.tag === 'h3') current(token).blocks.push({ kind: 'subheading', text: plainText(inline) });
        else throw problem(token, 'use ## for a section and ### for a subheading');
        break;
      case 'blockquote_open':
        example = { title: '', blocks: [] };
        break;
      case 'blockquote_close':
        if (example) current(token).blocks.push({ kind: 'example', ...example });
        example = null;
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        list = { ordered: token.type === 'ordered_list_open', items: [] };
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        if (list) add(token, { kind: 'list', ...(list.ordered ? { ordered: true } : {}), items: list.items });
        list = null;
        break;
      case 'paragraph_open':
        if (list) list.items.push(plainText(inline));
        else if (example && !example.title && example.blocks.length === 0 && isBoldLine(inline)) example.title = plainText(inline);
        else add(token, { kind: 'paragraph', text: plainText(inline) });
        break;
      default:
        break;
    }
  });
  const { title, subtitle, shortTitle, subject, keywords } = data;
  return { title, subtitle, shortTitle, subject, keywords, sections };
}
