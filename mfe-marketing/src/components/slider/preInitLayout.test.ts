/**
 * The features slider and the client logos are laid out by their stylesheets (ui's Slider.module.css,
 * from --per-view and --gap per breakpoint) in the server's HTML, and by Swiper from their settings
 * once it takes over: the same numbers (the spec's, in sliderSettings.ts), or the slides would move
 * then (a layout shift). This keeps the two the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { featuresSliderSettings, logoCarouselSettings } from './sliderSettings';

interface Layout {
  readonly slidesPerView: number;
  readonly spaceBetween: number;
  readonly breakpoints: Record<number, { slidesPerView: number }>;
}

/** The --per-view and --gap a stylesheet gives its slider at no media query, and per min-width query. */
function layoutIn(file: string): Layout {
  const css = readFileSync(path.join(__dirname, file), 'utf8');
  const base = /\{\s*[^{}]*?--per-view:\s*(\d+);\s*--gap:\s*(\d+)px;/.exec(css);
  if (!base) throw new Error(`${file} sets no --per-view and --gap`);
  const breakpoints: Record<number, { slidesPerView: number }> = {};
  for (const [, width, perView] of css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.\w+ \{\s*--per-view: (\d+);/g)) {
    breakpoints[Number(width)] = { slidesPerView: Number(perView) };
  }
  return { slidesPerView: Number(base[1]), spaceBetween: Number(base[2]), breakpoints };
}

const settingsLayout = ({ slidesPerView, spaceBetween, breakpoints }: Layout) => ({ slidesPerView, spaceBetween, breakpoints });

describe("the slides' layout in the stylesheets", () => {
  it('is the features slider’s: per view by window width, and its gap', () => {
    expect(layoutIn('FeaturesSlider.module.css')).toEqual(settingsLayout(featuresSliderSettings));
  });

  it('is the client logos’: per view by window width, and their gap', () => {
    expect(layoutIn('LogoCarousel.module.css')).toEqual(settingsLayout(logoCarouselSettings));
  });
});
