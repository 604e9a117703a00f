/**
 * The Whitepapers page (spec section 2: heading, subheading and text, plus a cover per paper that
 * opens its PDF in a new tab). Each paper is a Markdown file of ./whitepapers; the build makes its PDF
 * (whitepapers/pdf.ts), so `pages` is the real count.
 */
import { byOrder, type MarkdownData } from '@site/devkit/markdown';
import type { WhitepaperFrontMatter } from './frontMatter';
import collection from './whitepapers/collection.yml?data';
import type { WhitepapersContent } from './types';

/** A paper's card data, with the PDF the build rendered from its file. */
type PaperEntry = MarkdownData<WhitepaperFrontMatter> & { readonly document: { readonly src: string; readonly pages: number } };

export const whitepapers: WhitepapersContent = {
  path: '/whitepapers',
  meta: {
    title: 'Whitepapers for NDIS and aged-care providers',
    description:
      'Free in-depth guides for care providers: staying audit-ready under the NDIS Practice Standards, and cutting the admin from roster to paid claim.',
  },
  heading: 'Whitepapers',
  subheading: 'In-depth guides for care providers.',
  text: 'Longer reads for the people who run the day: owners, quality leads, coordinators and finance teams. Each whitepaper works through one problem care providers share, with checklists, worked examples and habits you can put in place next week, whichever system you use. Download the PDFs, share them with your team and bring your questions to a demo.',
  papers: byOrder(collection as readonly PaperEntry[]).map(({ data, document }) => ({
    title: data.title,
    description: data.description,
    pdf: document.src,
    pages: document.pages,
    cover: data.cover,
  })),
};
