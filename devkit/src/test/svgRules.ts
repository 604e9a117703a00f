/** The rules every illustration of the site keeps (see mfe-marketing/README.md, "Images"). */
import { readFileSync } from 'node:fs';

export const MAX_SVG_BYTES = 8 * 1024;

export interface SvgFacts {
  readonly width: number;
  readonly height: number;
  readonly viewBox: readonly number[];
  readonly bytes: number;
  readonly problems: readonly string[];
}

/** Reads an SVG's declared size and lists what breaks the rules. */
export function inspectSvg(file: string): SvgFacts {
  const text = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  const viewBox = (attribute('viewBox') ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const bytes = Buffer.byteLength(text);
  const problems: string[] = [];
  if (!root) problems.push('no <svg> root');
  if (!(width > 0 && height > 0)) problems.push('width and height must be set');
  if (viewBox.length !== 4 || viewBox[2] !== width || viewBox[3] !== height) problems.push('viewBox must match width and height');
  if (bytes > MAX_SVG_BYTES) problems.push(`${bytes} bytes is over ${MAX_SVG_BYTES}`);
  if (/<script\b/i.test(text) || /\son\w+=/i.test(text)) problems.push('scripts are not allowed');
  if (/(?:xlink:)?href="(?!#)/.test(text)) problems.push('external references are not allowed');
  if (/<image\b|data:image\//i.test(text)) problems.push('embedded raster images are not allowed');
  return { width, height, viewBox, bytes, problems };
}
