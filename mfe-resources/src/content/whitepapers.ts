/**
 * The Whitepapers page (spec section 2: heading, subheading and text, plus a cover per paper that
 * opens its PDF in a new tab): its copy in whitepapers/page/whitepapers.yaml, each paper a Markdown
 * file of ./whitepapers; the build makes its PDF (whitepapers/pdf.ts), so `pages` is the real count.
 */
import { byOrder, type MarkdownData } from '@site/devkit/markdown';
import type { WhitepaperFrontMatter } from './frontMatter';
import collection from './whitepapers/collection.yml?data';
import copyFiles from './whitepapers/page/collection.yml';
import { pageCopy } from './pageCopy';
import type { ListPageCopy } from './schema';

/** A paper's card data, with the PDF the build rendered from its file. */
type PaperEntry = MarkdownData<WhitepaperFrontMatter> & { readonly document: { readonly src: string; readonly pages: number } };

export const whitepapers = {
  path: '/whitepapers',
  ...pageCopy<ListPageCopy>(copyFiles, 'whitepapers/page/whitepapers.yaml'),
  papers: byOrder(collection as readonly PaperEntry[]).map(({ data, document }) => ({
    title: data.title,
    description: data.description,
    pdf: document.src,
    pages: document.pages,
    cover: data.cover,
  })),
};
