import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import { renderSocialImage, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from './socialImage';

const covers = mkdtempSync(path.join(tmpdir(), 'social-covers-'));
/** A cover no card has otherwise: all magenta, so its pixels are easy to find. */
const MAGENTA = [255, 0, 255] as const;
const svgCover = path.join(covers, 'cover.svg');
writeFileSync(
  svgCover,
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="340"><rect width="600" height="340" fill="#ff00ff"/></svg>',
);

/** The PNG's pixels (RGBA), decoded by drawing it into an SVG of its own size. */
function pixelsOf(png: Buffer): { at: (x: number, y: number) => readonly [number, number, number] } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}"><image width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const { pixels } = new Resvg(svg).render();
  return {
    at(x, y) {
      const offset = (y * SOCIAL_IMAGE_WIDTH + x) * 4;
      return [pixels[offset] ?? 0, pixels[offset + 1] ?? 0, pixels[offset + 2] ?? 0];
    },
  };
}

/** How many pixels of a region are (about) this colour. */
function countColour(
  png: Buffer,
  [r, g, b]: readonly [number, number, number],
  region: { x: [number, number]; y: [number, number] },
): number {
  const { at } = pixelsOf(png);
  let count = 0;
  for (let y = region.y[0]; y < region.y[1]; y++)
    for (let x = region.x[0]; x < region.x[1]; x++) {
      const [pr, pg, pb] = at(x, y);
      if (Math.abs(pr - r) < 16 && Math.abs(pg - g) < 16 && Math.abs(pb - b) < 16) count++;
    }
  return count;
}

/** The bands of rows holding white (text) pixels in the title's column: its lines. */
function textLines(png: Buffer, x: [number, number], y: [number, number]): Array<[number, number]> {
  const { at } = pixelsOf(png);
  const lines: Array<[number, number]> = [];
  for (let row = y[0]; row < y[1]; row++) {
    let white = false;
    for (let column = x[0]; column < x[1] && !white; column++) white = at(column, row).every((channel) => channel > 235);
    const last = lines.at(-1);
    if (white && last && last[1] >= row - 8) last[1] = row;
    else if (white) lines.push([row, row]);
  }
  return lines;
}

// Between the brand (top, 60 + 64 px) and the tagline (bottom), left of where a cover goes.
const TITLE_ROWS: [number, number] = [140, 540];

describe('renderSocialImage', () => {
  it('makes a 1200×630 PNG from a title', async () => {
    const png = await renderSocialImage({ title: 'Pricing' });
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    // Small enough for every social site (they ask for at most 5 MB; a card is tens of KB).
    expect(png.length).toBeLessThan(200_000);
    expect(textLines(png, [72, 700], TITLE_ROWS)).toHaveLength(1);
  });

  it('draws an SVG cover into the PNG beside the title, and a PNG cover too', async () => {
    const coverRegion = { x: [1128 - 440, 1128] as [number, number], y: [190, 440] as [number, number] };
    const without = await renderSocialImage({ title: 'Protecting participant data' });
    expect(countColour(without, MAGENTA, coverRegion)).toBe(0);

    const withSvg = await renderSocialImage({ title: 'Protecting participant data', coverFile: svgCover });
    expect(imageSize(withSvg)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    // Most of the cover's 440×250 box (its corners are rounded, its edge a border).
    expect(countColour(withSvg, MAGENTA, coverRegion)).toBeGreaterThan(0.8 * 440 * 250);

    const pngCover = path.join(covers, 'cover.png');
    writeFileSync(pngCover, new Resvg(readFileSync(svgCover)).render().asPng());
    const withPng = await renderSocialImage({ title: 'Protecting participant data', coverFile: pngCover });
    expect(countColour(withPng, MAGENTA, coverRegion)).toBeGreaterThan(0.8 * 440 * 250);
  });

  it('wraps a long title onto several lines inside the card, beside a cover as without one', async () => {
    const title = 'Harbourside Allied Health: service agreements signed before session one, and plan budgets in step';
    const full = await renderSocialImage({ title });
    const lines = textLines(full, [72, 1128], TITLE_ROWS);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // Nothing of it runs into the right margin.
    expect(textLines(full, [1128, 1200], TITLE_ROWS)).toHaveLength(0);

    const beside = await renderSocialImage({ title, coverFile: svgCover });
    const besideLines = textLines(beside, [72, 1128 - 440 - 40], TITLE_ROWS);
    expect(besideLines.length).toBeGreaterThan(lines.length);
    expect(besideLines.length).toBeLessThanOrEqual(4);
    // The text keeps to its column: no white between it and the cover.
    expect(textLines(beside, [1128 - 440 - 40, 1128 - 440 - 4], TITLE_ROWS)).toHaveLength(0);
  });

  it('refuses a cover it cannot draw, naming the file', async () => {
    const gif = path.join(covers, 'cover.gif');
    writeFileSync(gif, 'GIF89a');
    await expect(renderSocialImage({ title: 'A', coverFile: gif })).rejects.toThrow(
      `${gif}: a share card's cover must be an SVG, PNG or JPEG file`,
    );
  });
});
