import { readdirSync } from 'node:fs';
import path from 'node:path';
import { inspectSvg, MAX_SVG_BYTES } from '@site/devkit/svg-rules';

const assetsDir = __dirname;
const svgFiles = readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.svg'))
  .sort();

describe('illustrations', () => {
  it('exist', () => {
    expect(svgFiles.length).toBeGreaterThan(50);
  });

  it.each(svgFiles)('%s is sized, small, and self-contained', (file) => {
    const facts = inspectSvg(path.join(assetsDir, file));
    expect(facts.problems).toEqual([]);
    expect(facts.bytes).toBeLessThanOrEqual(MAX_SVG_BYTES);
  });
});
