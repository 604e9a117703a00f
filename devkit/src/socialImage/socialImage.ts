/**
 * A page's share card (og:image): a 1200×630 PNG drawn at build time from its title, the brand
 * and, for an article, its cover picture. satori lays the card out as SVG (text as paths, from the
 * font files passed to it), resvg draws that SVG into the PNG.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import satori, { type Font } from 'satori';
import { siteConfig } from '@site/site-config';

/** The size Open Graph and X (Twitter) crop large cards to (1.91:1). */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

export interface SocialImageContent {
  /** The page's title, without the brand (the card shows the brand itself). */
  readonly title: string;
  /** An image file (SVG, PNG or JPEG) drawn beside the title: an article's cover picture. */
  readonly coverFile?: string;
}

/**
 * The brand colours, read from the design tokens, the one place they are defined (a new palette
 * changes the cards with the site).
 */
function brandColours() {
  // Found from ui's main module (ui/src/index.ts): its stylesheets are no module a test can resolve.
  const tokens = readFileSync(path.join(path.dirname(require.resolve('@site/ui')), 'styles/tokens.css'), 'utf8');
  const token = (name: string) => {
    const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(tokens)?.[1];
    if (!value) throw new Error(`the design tokens have no colour --${name} for the share cards`);
    return value;
  };
  return {
    background: token('color-brand-900'),
    panel: token('color-brand-700'),
    line: token('color-brand-600'),
    gold: token('color-accent-500'),
    text: token('color-text-inverse'),
    mutedText: token('color-text-inverse-muted'),
  };
}

/**
 * Roboto (SIL Open Font License, from @fontsource/roboto), one of the site's own font stack. Its
 * latin-ext files too, for names with accents outside Latin-1. satori reads WOFF, not WOFF2 files.
 */
function fonts(): Font[] {
  // Named in full, so the dependency checks (knip) see the package in use.
  const files = [
    [400, require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff')],
    [700, require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff')],
    [400, require.resolve('@fontsource/roboto/files/roboto-latin-ext-400-normal.woff')],
    [700, require.resolve('@fontsource/roboto/files/roboto-latin-ext-700-normal.woff')],
  ] as const;
  return files.map(([weight, file]) => ({ name: 'Roboto', data: readFileSync(file), weight, style: 'normal' }));
}

// Read once per build process: every card of a build uses them.
let loaded: { colours: ReturnType<typeof brandColours>; fonts: Font[] } | null = null;
const assets = () => (loaded ??= { colours: brandColours(), fonts: fonts() });

const PADDING_X = 72;
const PADDING_Y = 60;
const COVER_WIDTH = 440;
const COVER_HEIGHT = 250;
const COLUMN_GAP = 56;
/** Lines of title at most; a longer one ends in an ellipsis rather than running into the footer. */
const TITLE_LINES = 4;

/**
 * The title's size: as large as its length lets it be in the space it has (a short title is the
 * card's headline, a long one still fits its lines). Measured with Roboto Bold: about 0.5 em a character.
 */
function titleFontSize(title: string, withCover: boolean): number {
  const width = SOCIAL_IMAGE_WIDTH - 2 * PADDING_X - (withCover ? COVER_WIDTH + COLUMN_GAP : 0);
  const sizes = [88, 76, 68, 60, 54, 48, 44];
  const fits = (size: number, lines: number) => title.length * size * 0.5 <= width * lines * 0.9;
  // The largest sizes only for a title of two lines; three leave room to breathe; four for the longest titles.
  return sizes.find((size) => fits(size, size >= 76 ? 2 : 3)) ?? sizes.find((size) => fits(size, TITLE_LINES)) ?? 40;
}

const words = (text: string) => text.toLowerCase().split(/\W+/).filter(Boolean);

/** The home page's title opens like the tagline: the card would say the same thing twice. */
function echoesTagline(title: string, tagline: string): boolean {
  const [a, b] = [words(title).slice(0, 3).join(' '), words(tagline).slice(0, 3).join(' ')];
  return a === b;
}

/** A cover as an image satori can embed: SVG is drawn to PNG first, so what the card shows does not depend on how the final render treats a nested SVG. */
function coverDataUri(file: string): string {
  const extension = path.extname(file).toLowerCase();
  const bytes = readFileSync(file);
  if (extension === '.svg') {
    // A cover with text in it gets the machine's fonts (satori's are not resvg's); twice the
    // size it is shown at, so its edges stay sharp when drawn into the card.
    const png = new Resvg(bytes, { fitTo: { mode: 'width', value: COVER_WIDTH * 2 }, font: { loadSystemFonts: true } }).render().asPng();
    return `data:image/png;base64,${png.toString('base64')}`;
  }
  const type = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' }[extension];
  if (!type) throw new Error(`${file}: a share card's cover must be an SVG, PNG or JPEG file`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

type Style = Readonly<Record<string, string | number>>;
interface CardProps {
  readonly style: Style;
  readonly children?: ReadonlyArray<CardNode | string>;
  readonly src?: string;
  readonly width?: number;
  readonly height?: number;
}
type CardNode = ReactElement<CardProps>;

/**
 * An element as satori reads it. Plain objects, not JSX: React's JSX runtime would be loaded in
 * development mode before the prerender switches React to production, and the two do not mix.
 */
const box = (style: Style, ...children: ReadonlyArray<CardNode | string>): CardNode => ({
  type: 'div',
  key: null,
  props: { style, children },
});

function card(title: string, cover: string | null): CardNode {
  const { colours } = assets();
  const { name, tagline } = siteConfig.brand;
  const coverImage = (src: string): CardNode => ({
    type: 'img',
    key: null,
    props: {
      src,
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      style: { objectFit: 'cover', borderRadius: 20, border: `4px solid ${colours.line}` },
    },
  });
  return box(
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      backgroundColor: colours.background,
      color: colours.text,
      fontFamily: 'Roboto',
      position: 'relative',
    },
    // A ring echoing the logo's disc, in the corner: first and absolute, so it stays behind the
    // rest (positioned too, so painted in this order).
    box({
      position: 'absolute',
      right: -110,
      top: -150,
      width: 300,
      height: 300,
      borderRadius: '50%',
      border: `48px solid ${colours.panel}`,
    }),
    box(
      { display: 'flex', alignItems: 'center', gap: 20, position: 'relative' },
      // The top bar's logo mark (shell/src/layout/TopBar.tsx), enlarged.
      box(
        {
          width: 64,
          height: 64,
          borderRadius: 16,
          backgroundColor: colours.panel,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        box({ width: 28, height: 28, borderRadius: 14, backgroundColor: colours.gold }),
      ),
      box({ fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }, name),
    ),
    box(
      { display: 'flex', flex: 1, alignItems: 'center', gap: COLUMN_GAP, position: 'relative' },
      box(
        {
          flex: 1,
          fontSize: titleFontSize(title, cover !== null),
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: -0.5,
          lineClamp: TITLE_LINES,
        },
        title,
      ),
      ...(cover ? [coverImage(cover)] : []),
    ),
    box(
      { display: 'flex', alignItems: 'center', gap: 20, fontSize: 26, color: colours.mutedText, position: 'relative' },
      box({ width: 56, height: 6, borderRadius: 3, backgroundColor: colours.gold }),
      echoesTagline(title, tagline) ? '' : tagline,
    ),
  );
}

/** The card as SVG: satori's layout, text drawn as paths. */
function socialImageSvg({ title, coverFile }: SocialImageContent): Promise<string> {
  const cover = coverFile ? coverDataUri(coverFile) : null;
  return satori(card(title, cover), {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: assets().fonts,
  });
}

/** The card as a 1200×630 PNG. */
export async function renderSocialImage(content: SocialImageContent): Promise<Buffer> {
  // Text is already paths and the cover a PNG: no fonts to look for.
  return new Resvg(await socialImageSvg(content), { font: { loadSystemFonts: false } }).render().asPng();
}
