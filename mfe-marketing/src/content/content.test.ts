import path from 'node:path';
import type { Picture } from '@site/ui';
import { inspectSvg } from '@site/devkit/svg-rules';
import { aboutPages } from './about';
import { featurePages } from './features';
import { featureCardList } from './features/cards';
import { home } from './home';
import { industryPages } from './industries';
import { legalPages } from './legal';
import { productOverviews } from './products';
import { releases } from './releases';
import releaseFiles from './releases/collection.yml';
import { rolePages } from './roles';

const repoRoot = path.resolve(__dirname, '../../..');

const everything: Record<string, unknown> = {
  home,
  featurePages,
  productOverviews,
  rolePages,
  industryPages,
  aboutPages,
  legalPages,
  releases,
};

const accessibilityStatements = legalPages.filter((page) => page.layout === 'accessibility-statement');

function isPicture(value: unknown): value is Picture {
  return typeof value === 'object' && value !== null && 'src' in value && 'width' in value && 'height' in value && 'alt' in value;
}

/** Every Picture in the content, with where it was found. */
function collectPictures(value: unknown, where: string, found: [string, Picture][] = []): [string, Picture][] {
  if (isPicture(value)) found.push([where, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => collectPictures(item, `${where}[${index}]`, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) collectPictures(item, `${where}.${key}`, found);
  return found;
}

/** Every string in the content. */
function collectText(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collectText(item, found));
  return found;
}

const pictures = collectPictures(everything, 'content');

describe('content', () => {
  it.each(pictures.map(([where, picture]) => [where, picture] as const))('%s gives the size of its SVG', (_where, picture) => {
    // In tests an asset import is the file's path from the repository root.
    const facts = inspectSvg(path.join(repoRoot, picture.src));
    expect({ width: picture.width, height: picture.height }).toEqual({ width: facts.width, height: facts.height });
  });

  it('describes every page hero picture for screen readers', () => {
    const heroes = [
      ...featurePages.map((page) => page.hero.image),
      ...productOverviews.map((page) => page.hero.image),
      ...rolePages.map((page) => page.hero.image),
      ...industryPages.map((page) => page.hero.image),
    ];
    for (const image of heroes) expect(image.alt.length).toBeGreaterThan(20);
  });

  it('has no placeholder text', () => {
    const text = collectText(everything).join('\n');
    expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|xxx/i);
  });

  it('gives every page a title and a meta description of a useful length', () => {
    const metas = [
      home.meta,
      ...featurePages.map((page) => page.meta),
      ...productOverviews.map((page) => page.meta),
      ...rolePages.map((page) => page.meta),
      ...industryPages.map((page) => page.meta),
      ...aboutPages.map((page) => page.meta),
      ...legalPages.map((page) => page.meta),
    ];
    for (const meta of metas) {
      expect(meta.title.length).toBeGreaterThan(3);
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(200);
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
  });

  it('gives each FAQ item an id unique on its page', () => {
    const faqLists = [home.faq.items, ...featurePages.map((page) => page.faq.items), ...industryPages.map((page) => page.faq.items)];
    for (const items of faqLists) expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});

describe('plain-language summaries (WCAG 3.1.5)', () => {
  const summaries = [...productOverviews, ...rolePages, ...industryPages, ...accessibilityStatements].map(
    (page) => [page.path, page.summary] as const,
  );

  it('cover every product, role and industry page', () => {
    expect(summaries).toHaveLength(productOverviews.length + rolePages.length + industryPages.length + 1);
    expect(summaries.length).toBeGreaterThanOrEqual(14);
  });

  it.each(summaries)('%s: two or three short sentences', (_path, summary) => {
    const sentences = summary.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/^[A-Z].*[.!?]$/);
      expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(20);
    }
    // Plain words: no semicolons, colons or brackets.
    expect(summary).not.toMatch(/[;:()]/);
  });
});

describe('feature cards', () => {
  it('are one per feature page, in the pages’ order, and are what those pages show', () => {
    expect(featureCardList.map((card) => [card.path, card.page])).toEqual(featurePages.map((page) => [page.path, page.name]));
    featureCardList.forEach((card, index) => expect(card.image).toEqual(featurePages[index]!.hero.image));
  });
});

describe('release notes', () => {
  it('are one file per release, named for its version, newest first', () => {
    expect(releaseFiles.map((file) => file.slug).sort()).toEqual(releases.map((release) => release.version.replaceAll('.', '-')).sort());
    const dates = releases.map((release) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
