/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inspectSvg } from '@site/devkit/svg-rules';
import { PDFDocument } from 'pdf-lib';
import { whitepapers } from './whitepapers';

const repoRoot = path.resolve(__dirname, '../../..');
const assetsDir = path.resolve(__dirname, '../assets');
const svgFiles = readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.svg'));

it.each(svgFiles)('%s is sized, small and self-contained', (file) => {
  expect(inspectSvg(path.join(assetsDir, file)).problems).toEqual([]);
});

describe.each(whitepapers.papers.map((paper) => [paper.title, paper] as const))('whitepaper "%s"', (_title, paper) => {
  // In tests an asset import is the file's path from the repository root.
  const file = path.join(repoRoot, paper.pdf);

  it('is a real PDF with the page count the page states, titled and authored', async () => {
    const pdf = await PDFDocument.load(readFileSync(file));
    expect(pdf.getPageCount()).toBe(paper.pages);
    expect(pdf.getTitle()).toBeTruthy();
    expect(pdf.getAuthor()).toBe('Wattlecare');
  });

  it('has a cover the size its SVG declares', () => {
    const facts = inspectSvg(path.join(repoRoot, paper.cover.src));
    expect([paper.cover.width, paper.cover.height]).toEqual([facts.width, facts.height]);
  });
});
