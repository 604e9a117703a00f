/**
 * Renders a whitepaper (a Markdown file of src/content/whitepapers, read by ./paperText.ts) to a PDF
 * with pdf-lib's standard fonts, when the remote is built: the whitepapers collection names
 * `renderWhitepaper` as its documents' renderer. Output is reproducible: fixed dates, no random IDs.
 */
import type { DocumentRenderer } from '@site/devkit/markdown';
import { siteConfig } from '@site/site-config';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, StandardFonts, rgb } from 'pdf-lib';
import type { WhitepaperFrontMatter } from '../content/frontMatter';
import { paperText, type PaperBlock, type PaperList, type PaperParagraph, type PaperText } from './paperText';
/** Fixed so that running the script twice gives byte-identical files. */
const CREATED = new Date('2025-07-30T00:00:00Z');
const YEAR = '2025';
const MIN_PAGES = 5;
const MAX_PAGES = 9;
const MAX_BYTES = 120 * 1024;

// A4 in points, and the text frame.
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 64;
const TOP = PAGE_H - 80;
const BOTTOM = 78;
const FRAME_W = PAGE_W - 2 * MARGIN_X;

const BODY_SIZE = 10.5;
const BODY_LEADING = 15.5;
const HEADING_SIZE = 15;
const SUBHEADING_SIZE = 11.5;
const LIST_INDENT = 16;
const BOX_PAD = 12;

const hex = (value: string): RGB => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const colour = {
  tealDark: hex('#0f4c45'),
  teal: hex('#14635a'),
  tealMid: hex('#1b7f73'),
  tealLight: hex('#dff1ee'),
  tealPale: hex('#f1f9f7'),
  gold: hex('#f2b705'),
  grey: hex('#4a5a56'),
  greyLight: hex('#d5dedb'),
  ink: hex('#1a2421'),
  white: rgb(1, 1, 1),
};

/** Characters outside WinAnsi (or awkward in it) and what to draw instead. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': ' - ',
  '\u2015': ' - ',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u00A0': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  '\u200B': '',
  '\u00D7': 'x',
  '\u2192': '->',
};

/** Any one code point, line breaks included (`u`: a character beyond U+FFFF is one match, not two halves). */
const CODE_POINT = /./gsu;
/** A code point Helvetica cannot draw: a control character, or outside printable Latin-1 (WinAnsi). */
const NOT_DRAWABLE = /[^\u0020-\u007e\u00a0-\u00ff]/gu;

/** Normalises text to characters Helvetica can draw; fails loudly on anything left over. */
export function toWinAnsi(text: string): string {
  // Code point by code point, as the font draws them (not graphemes: a combining mark left over
  // after NFC is a character of its own, and must be caught below).
  const replaced = text.normalize('NFC').replace(CODE_POINT, (ch) => REPLACEMENTS[ch] ?? ch);
  const clean = replaced.replace(/\s+/g, ' ').trim();
  const bad = clean.match(NOT_DRAWABLE) ?? [];
  if (bad.length > 0) throw new Error(`Cannot draw ${JSON.stringify(bad.join(''))} in: ${clean.slice(0, 60)}…`);
  return clean;
}

/** Greedy word wrap; words wider than the line are broken by character. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of toWinAnsi(text).split(' ')) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** One drawable line, positioned relative to the top of its block. */
interface Line {
  readonly text: string;
  readonly x: number;
  readonly dy: number;
  readonly font: PDFFont;
  readonly size: number;
  readonly color: RGB;
  /** A dot, or an ordered item's number ("1."). */
  readonly bullet?: 'dot' | `${number}.`;
  /** Lines of one paragraph or list item share a group, so pages do not split off a lone line. */
  readonly group: number;
}

/** Lays out paragraphs and lists into lines within `width`, starting at dy = 0. */
function layoutBlocks(blocks: readonly (PaperParagraph | PaperList)[], fonts: Fonts, width: number): { lines: Line[]; height: number } {
  const lines: Line[] = [];
  let dy = 0;
  let group = 0;
  blocks.forEach((block, index) => {
    if (index > 0) dy += 7;
    if (block.kind === 'paragraph') {
      group += 1;
      for (const text of wrap(block.text, fonts.regular, BODY_SIZE, width)) {
        lines.push({ text, x: 0, dy, font: fonts.regular, size: BODY_SIZE, color: colour.ink, group });
        dy += BODY_LEADING;
      }
      return;
    }
    block.items.forEach((item, i) => {
      if (i > 0) dy += 4;
      group += 1;
      wrap(item, fonts.regular, BODY_SIZE, width - LIST_INDENT).forEach((text, j) => {
        const bullet: Line['bullet'] = j === 0 ? (block.ordered ? `${i + 1}.` : 'dot') : undefined;
        lines.push({
          text,
          x: LIST_INDENT,
          dy,
          font: fonts.regular,
          size: BODY_SIZE,
          color: colour.ink,
          group,
          ...(bullet ? { bullet } : {}),
        });
        dy += BODY_LEADING;
      });
    });
  });
  return { lines, height: dy };
}

class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = TOP;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = TOP;
  }

  /** Space left above the bottom margin. */
  private get room(): number {
    return this.y - BOTTOM;
  }

  private ensure(height: number): void {
    if (height > this.room) this.newPage();
  }

  private gap(points: number): void {
    if (this.y !== TOP) this.y -= points;
  }

  private drawLine(line: Line, left: number, top: number): void {
    const baseline = top - line.dy - line.size;
    if (line.bullet === 'dot') {
      this.page.drawCircle({ x: left + 4, y: baseline + line.size * 0.32, size: 2, color: colour.tealMid });
    } else if (line.bullet) {
      this.page.drawText(line.bullet, { x: left, y: baseline, size: line.size, font: this.fonts.bold, color: colour.tealMid });
    }
    this.page.drawText(line.text, { x: left + line.x, y: baseline, size: line.size, font: line.font, color: line.color });
  }

  /** Draws laid-out lines, breaking across pages between lines. */
  private flow(lines: readonly Line[]): void {
    let offset = 0;
    let top = this.y;
    let onPage = 0;
    const overflows = (line: Line | undefined) => line !== undefined && top - (line.dy - offset) - BODY_LEADING < BOTTOM;
    for (const [index, line] of lines.entries()) {
      // Break early rather than leave one line of a paragraph or list item alone on either page.
      const next = lines[index + 1];
      const sameGroup = next !== undefined && next.group === line.group;
      const first = lines[index - 1]?.group !== line.group;
      const nextIsLast = sameGroup && lines[index + 2]?.group !== line.group;
      const lonely = onPage > 0 && sameGroup && (first || nextIsLast) && overflows(next);
      if (overflows(line) || lonely) {
        this.newPage();
        offset = line.dy;
        top = this.y;
        onPage = 0;
      }
      this.drawLine({ ...line, dy: line.dy - offset }, MARGIN_X, top);
      onPage += 1;
    }
    const last = lines.at(-1);
    this.y = top - (last ? last.dy - offset + BODY_LEADING : 0);
  }

  heading(text: string, keep: number): void {
    const lines = wrap(text, this.fonts.bold, HEADING_SIZE, FRAME_W);
    const height = lines.length * (HEADING_SIZE + 4) + 14;
    this.gap(18);
    // Keep the heading with the start of what follows.
    this.ensure(height + keep);
    for (const line of lines) {
      this.page.drawText(line, {
        x: MARGIN_X,
        y: this.y - HEADING_SIZE,
        size: HEADING_SIZE,
        font: this.fonts.bold,
        color: colour.tealDark,
      });
      this.y -= HEADING_SIZE + 4;
    }
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - 4, width: 36, height: 2.5, color: colour.gold });
    this.y -= 14;
  }

  subheading(text: string): void {
    this.gap(6);
    this.ensure(SUBHEADING_SIZE + 6 + 3 * BODY_LEADING);
    for (const line of wrap(text, this.fonts.bold, SUBHEADING_SIZE, FRAME_W)) {
      this.page.drawText(line, {
        x: MARGIN_X,
        y: this.y - SUBHEADING_SIZE,
        size: SUBHEADING_SIZE,
        font: this.fonts.bold,
        color: colour.teal,
      });
      this.y -= SUBHEADING_SIZE + 5;
    }
    this.y -= 2;
  }

  blocks(blocks: readonly (PaperParagraph | PaperList)[]): void {
    this.gap(7);
    this.flow(layoutBlocks(blocks, this.fonts, FRAME_W).lines);
  }

  private measureExample(title: string, blocks: readonly (PaperParagraph | PaperList)[]) {
    const inner = FRAME_W - 2 * BOX_PAD - 4;
    const titleLines = wrap(title, this.fonts.bold, SUBHEADING_SIZE, inner);
    const titleHeight = titleLines.length * (SUBHEADING_SIZE + 5) + 4;
    const body = layoutBlocks(blocks, this.fonts, inner);
    return { titleLines, body, height: 2 * BOX_PAD + titleHeight + body.height };
  }

  /** Height that must stay on the same page as a heading placed before `block`. */
  keepHeight(block: PaperBlock | undefined): number {
    if (block?.kind === 'example') return this.measureExample(block.title, block.blocks).height + 10;
    if (block?.kind === 'subheading') return SUBHEADING_SIZE + 6 + 3 * BODY_LEADING;
    return 4 * BODY_LEADING;
  }

  /** A shaded worked-example box, kept on one page. */
  example(title: string, blocks: readonly (PaperParagraph | PaperList)[]): void {
    const { titleLines, body, height } = this.measureExample(title, blocks);
    if (height > TOP - BOTTOM) throw new Error(`Example "${title}" is taller than a page`);
    this.gap(10);
    this.ensure(height);
    const top = this.y;
    this.page.drawRectangle({
      x: MARGIN_X,
      y: top - height,
      width: FRAME_W,
      height,
      color: colour.tealPale,
      borderColor: colour.tealLight,
      borderWidth: 1,
    });
    this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: 4, height, color: colour.tealMid });
    const left = MARGIN_X + 4 + BOX_PAD;
    let y = top - BOX_PAD;
    for (const line of titleLines) {
      this.page.drawText(line, { x: left, y: y - SUBHEADING_SIZE, size: SUBHEADING_SIZE, font: this.fonts.bold, color: colour.tealDark });
      y -= SUBHEADING_SIZE + 5;
    }
    y -= 4;
    for (const line of body.lines) this.drawLine(line, left, y);
    this.y = top - height - 4;
  }
}

/** Two-tone wattle sprig: the brand mark drawn with circles. */
function drawMark(page: PDFPage, x: number, y: number, scale: number): void {
  const dots: readonly [number, number, number][] = [
    [0, 0, 6],
    [10, 8, 5],
    [-9, 9, 4.5],
    [2, 16, 4],
    [14, -6, 4],
    [-12, -5, 3.5],
  ];
  for (const [dx, dy, r] of dots) page.drawCircle({ x: x + dx * scale, y: y + dy * scale, size: r * scale, color: colour.gold });
}

function drawTitlePage(page: PDFPage, paper: PaperText, fonts: Fonts): void {
  const band = PAGE_H * 0.56;
  page.drawRectangle({ x: 0, y: PAGE_H - band, width: PAGE_W, height: band, color: colour.tealDark });
  // Quiet grid and a few accent shapes in the band.
  for (let gx = 80; gx < PAGE_W; gx += 80) {
    page.drawLine({ start: { x: gx, y: PAGE_H - band }, end: { x: gx, y: PAGE_H }, thickness: 0.6, color: colour.teal });
  }
  page.drawCircle({ x: PAGE_W - 70, y: PAGE_H - 90, size: 120, color: colour.teal, opacity: 0.55 });
  page.drawCircle({ x: PAGE_W - 70, y: PAGE_H - 90, size: 64, color: colour.tealMid, opacity: 0.7 });
  drawMark(page, MARGIN_X + 10, PAGE_H - 86, 1.3);
  page.drawText(toWinAnsi(siteConfig.brand.name), { x: MARGIN_X + 38, y: PAGE_H - 94, size: 16, font: fonts.bold, color: colour.white });
  page.drawText('WHITEPAPER', { x: MARGIN_X, y: PAGE_H - 170, size: 10, font: fonts.bold, color: colour.gold });

  let y = PAGE_H - 200;
  for (const line of wrap(paper.title, fonts.bold, 26, FRAME_W)) {
    page.drawText(line, { x: MARGIN_X, y: y - 26, size: 26, font: fonts.bold, color: colour.white });
    y -= 33;
  }
  y -= 14;
  for (const line of wrap(paper.subtitle, fonts.regular, 12.5, FRAME_W - 30)) {
    page.drawText(line, { x: MARGIN_X, y: y - 12.5, size: 12.5, font: fonts.regular, color: colour.tealLight });
    y -= 18;
  }
  page.drawRectangle({ x: MARGIN_X, y: PAGE_H - band, width: 90, height: 6, color: colour.gold });

  // Contents on the white part.
  let cy = PAGE_H - band - 50;
  page.drawText('In this paper', { x: MARGIN_X, y: cy, size: 12, font: fonts.bold, color: colour.tealDark });
  cy -= 22;
  const half = Math.ceil(paper.sections.length / 2);
  const colWidth = FRAME_W / 2 - 12;
  const columnY = [cy, cy];
  paper.sections.forEach((section, i) => {
    const column = i < half ? 0 : 1;
    const x = MARGIN_X + column * (FRAME_W / 2 + 12);
    const ty = columnY[column] ?? cy;
    const lines = wrap(section.heading, fonts.regular, 9.5, colWidth - 20);
    page.drawText(String(i + 1).padStart(2, '0'), { x, y: ty, size: 9.5, font: fonts.bold, color: colour.tealMid });
    lines.forEach((line, j) => {
      page.drawText(line, { x: x + 20, y: ty - j * 12, size: 9.5, font: fonts.regular, color: colour.grey });
    });
    columnY[column] = ty - lines.length * 12 - 11;
  });

  page.drawLine({ start: { x: MARGIN_X, y: 92 }, end: { x: PAGE_W - MARGIN_X, y: 92 }, thickness: 0.8, color: colour.greyLight });
  page.drawText(toWinAnsi(`${siteConfig.brand.name}  |  ${YEAR}`), {
    x: MARGIN_X,
    y: 70,
    size: 10,
    font: fonts.bold,
    color: colour.tealDark,
  });
  const site = toWinAnsi(siteConfig.brand.siteUrl.replace(/^https?:\/\//, ''));
  page.drawText(site, {
    x: PAGE_W - MARGIN_X - fonts.regular.widthOfTextAtSize(site, 10),
    y: 70,
    size: 10,
    font: fonts.regular,
    color: colour.grey,
  });
}

function drawChrome(pages: readonly PDFPage[], paper: PaperText, fonts: Fonts): void {
  const total = pages.length;
  pages.forEach((page, index) => {
    if (index === 0) return;
    const header = toWinAnsi(`${siteConfig.brand.name} whitepaper`);
    page.drawText(header, { x: MARGIN_X, y: PAGE_H - 50, size: 8.5, font: fonts.bold, color: colour.tealMid });
    page.drawLine({
      start: { x: MARGIN_X, y: PAGE_H - 58 },
      end: { x: PAGE_W - MARGIN_X, y: PAGE_H - 58 },
      thickness: 0.6,
      color: colour.greyLight,
    });
    page.drawLine({ start: { x: MARGIN_X, y: 56 }, end: { x: PAGE_W - MARGIN_X, y: 56 }, thickness: 0.6, color: colour.greyLight });
    page.drawText(toWinAnsi(`${paper.shortTitle}  |  ${YEAR}`), { x: MARGIN_X, y: 42, size: 8.5, font: fonts.regular, color: colour.grey });
    const number = `Page ${index + 1} of ${total}`;
    page.drawText(number, {
      x: PAGE_W - MARGIN_X - fonts.regular.widthOfTextAtSize(number, 8.5),
      y: 42,
      size: 8.5,
      font: fonts.regular,
      color: colour.grey,
    });
  });
}

async function render(paper: PaperText): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(toWinAnsi(paper.title), { showInWindowTitleBar: true });
  doc.setAuthor(siteConfig.brand.name);
  doc.setSubject(toWinAnsi(paper.subject));
  doc.setKeywords([paper.keywords.map(toWinAnsi).join(', ')]);
  doc.setCreator(siteConfig.brand.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-AU');
  doc.setCreationDate(CREATED);
  doc.setModificationDate(CREATED);

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(doc, fonts);
  writer.newPage();
  const titlePage = writer.pages[0];
  if (!titlePage) throw new Error('no title page');
  drawTitlePage(titlePage, paper, fonts);

  writer.newPage();
  for (const section of paper.sections) {
    writer.heading(section.heading, writer.keepHeight(section.blocks[0]));
    let run: (PaperParagraph | PaperList)[] = [];
    const flush = () => {
      if (run.length > 0) writer.blocks(run);
      run = [];
    };
    for (const block of section.blocks) {
      if (block.kind === 'paragraph' || block.kind === 'list') run.push(block);
      else {
        flush();
        if (block.kind === 'subheading') writer.subheading(block.text);
        else writer.example(block.title, block.blocks);
      }
    }
    flush();
  }
  drawChrome(writer.pages, paper, fonts);
  return doc.save({ useObjectStreams: true });
}

/** The collection's documents renderer: the paper's PDF, checked against the limits, and its page count. */
export const renderWhitepaper: DocumentRenderer = async ({ slug, data, source }) => {
  const paper = paperText(slug, data as WhitepaperFrontMatter, source);
  const bytes = await render(paper);
  // Load it back to prove it opens, and check the limits.
  const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = loaded.getPageCount();
  if (pages < MIN_PAGES || pages > MAX_PAGES)
    throw new Error(`${slug}.md makes a PDF of ${pages} pages: a whitepaper has ${MIN_PAGES} to ${MAX_PAGES} pages`);
  if (bytes.length >= MAX_BYTES) throw new Error(`${slug}.md makes a PDF of ${bytes.length} bytes: at most ${MAX_BYTES}`);
  return { bytes, extension: 'pdf', facts: { pages } };
};
