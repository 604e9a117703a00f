/**
 * After the cross-engine run: one HTML page that shows each screenshot of looks.spec.ts side by side,
 * page by page, for a reviewer (reports/engines/screenshots/index.html, kept with CI's reports).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';

export const screenshotDir = path.join(repoRoot, 'reports/engines/screenshots');

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export default function writeScreenshotGallery(): void {
  if (!existsSync(screenshotDir)) return;
  const files = readdirSync(screenshotDir).filter((file) => file.endsWith('.png'));
  // Files are `<page>--<engine>-<size>.png`.
  const pages = [...new Set(files.map((file) => file.split('--')[0]!))].sort();
  const sections = pages.map((page) => {
    const shots = files
      .filter((file) => file.startsWith(`${page}--`))
      .sort()
      .map((file) => {
        const label = file.slice(page.length + 2, -'.png'.length);
        return `<figure><img src="${escapeHtml(file)}" alt="${escapeHtml(`${page} in ${label}`)}" loading="lazy"><figcaption>${escapeHtml(label)}</figcaption></figure>`;
      });
    return `<section><h2>${escapeHtml(page.replaceAll('_', '/'))}</h2><div class="row">${shots.join('')}</div></section>`;
  });
  writeFileSync(
    path.join(screenshotDir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>The site in each engine</title>
<style>body{font-family:sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{max-width:420px;border:1px solid #ccc}figcaption{text-align:center}</style>
<h1>The site in each engine</h1>${sections.join('')}</html>\n`,
  );
}
