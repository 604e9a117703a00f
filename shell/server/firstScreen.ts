/**
 * A composed page's first screen: the top bar and the page's first element (its hero), which must
 * paint from the first ~14.6 KB the server sends (TCP's first window; every byte beyond it waits a
 * round trip). The head carries only the CSS rules the first screen uses, found by Beasties against
 * the first screen's own markup. The page's stylesheets follow the first screen whole (pageStyles.ts),
 * so the cascade is exactly theirs (the first screen's rules come again, unchanged, in their place),
 * and the first paint waits for the first screen only: the rest of the page streams in below it.
 */
import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import { FIRST_SCREEN_ATTRIBUTE } from '@site/site-formats/fragments';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/** The empty element that closes the first screen: the head's `link rel=expect` holds the first paint until it is parsed. */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
const FIRST_SCREEN_END = `<template id="${FIRST_SCREEN_END_ID}"></template>`;

/**
 * What follows the first screen, the elements after its end and after each element holding it, but
 * not the dialogs (a tap may open one at once).
 */
const REST_OF_PAGE = `:where(:has(#${FIRST_SCREEN_END_ID}) ~ :not(dialog, :has(dialog)), #${FIRST_SCREEN_END_ID} ~ :not(dialog, :has(dialog)))`;
/**
 * In the head: what follows the first screen stays hidden until the page's stylesheet comes. Chromium's
 * parser waits at that stylesheet, but Firefox paints what follows it at once, unstyled (issue 59);
 * 4 s at most, should it never come. No specificity: a part's own rule on such an element still wins.
 */
export const REST_HELD_CSS = `${REST_OF_PAGE}{visibility:hidden;animation:first-screen-rest 0s 4s forwards}@keyframes first-screen-rest{to{visibility:visible}}`;
/** At the end of the page's stylesheet: later in the cascade, it undoes REST_HELD_CSS. */
export const REST_SHOWN_CSS = `${REST_OF_PAGE}{visibility:inherit;animation:none}`;

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: DefaultTreeAdapterMap['childNode']): node is Element => 'tagName' in node;
/** Elements that are not content: the first screen is the first element that is. */
const NOT_CONTENT = new Set(['script', 'template', 'style', 'link', 'noscript']);

function* elementsOf(parent: ParentNode): Generator<Element> {
  for (const child of parent.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf('content' in child ? child.content : child);
  }
}

export interface FirstScreen {
  /** Where it ends in the body HTML. */
  readonly end: number;
  /** The images it marks as its largest paint's (`fetchpriority=high`), as their `src` say: worth a preload. */
  readonly priorityImages: readonly string[];
}

const attribute = (element: Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value;

/**
 * The first screen of a frame's body HTML: up to the end of the element the page marks as its
 * first screen's last (FIRST_SCREEN_ATTRIBUTE), else of the first content element of the page
 * slot (the remote's hero, or its only section), else of `<main>` (the shell's own pages); null
 * when the body has none of them (the client-rendered page) or it is an island the browser renders.
 */
export function firstScreenOf(body: string): FirstScreen | null {
  const root = parseFragment(body, { sourceCodeLocationInfo: true });
  const elements = [...elementsOf(root)];
  const container =
    elements.find((element) => attribute(element, 'data-page-slot') !== undefined) ??
    elements.find((element) => element.tagName === 'main');
  const last =
    elements.find((element) => attribute(element, FIRST_SCREEN_ATTRIBUTE) !== undefined) ??
    container?.childNodes.find((node): node is Element => isElement(node) && !NOT_CONTENT.has(node.tagName));
  // A page the browser renders (an island with no HTML yet) has nothing to paint first.
  if (!last || (last.tagName === 'site-island' && !last.childNodes.some(isElement))) return null;
  const end = last.sourceCodeLocation?.endOffset;
  if (end === undefined) return null;
  const priorityImages = elements
    .filter((element) => element.tagName === 'img' && (element.sourceCodeLocation?.startOffset ?? end) < end)
    .filter((image) => attribute(image, 'fetchpriority')?.toLowerCase() === 'high')
    .flatMap((image) => attribute(image, 'src') ?? []);
  return { end, priorityImages };
}

// Beasties reads nothing from disk here: the document holds inline styles only.
const beasties = new Beasties({
  reduceInlineStyles: true,
  mergeStylesheets: true,
  pruneSource: false,
  keyframes: 'critical',
  fonts: false,
  compress: true,
  logLevel: 'silent',
});

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The rules of `css` that the markup uses (their media queries, and the states of the elements it
 * holds: hover, focus, open), in their order.
 */
export async function usedRules(css: string, markup: string): Promise<string> {
  const document = `<!doctype html><html><head><style>${css.replace(/<\/style/gi, '<\\/style')}</style></head><body>${markup}</body></html>`;
  const processed = await beasties.process(document);
  const head = processed.slice(0, processed.indexOf('</head>'));
  return [...head.matchAll(STYLE_ELEMENT)].map(([, rules = '']) => rules).join('');
}

export interface FirstScreenSplit {
  /** The head's `<style>`: the rules the first screen uses. */
  readonly css: string;
  /** The first screen's priority images (FirstScreen). */
  readonly priorityImages: readonly string[];
  /** The body with the first screen's end marked, and `after` right after it. */
  readonly body: string;
}

/**
 * Splits composed pages at their first screen. Each page's split (where its first screen ends, and
 * the rules it uses) is found once per body and stylesheets, the same bytes for every visitor until
 * a deploy, and kept for the most recent `maxEntries`.
 */
export function createFirstScreens(maxEntries = 300) {
  const found = new LRUCache<string, Promise<(FirstScreen & { css: string }) | null>>({ max: maxEntries });
  const find = async (body: string, css: string) => {
    const firstScreen = firstScreenOf(body);
    if (!firstScreen) return null;
    // The frame's root element is not in the body: selectors may name it.
    return { ...firstScreen, css: await usedRules(css, `<div id="root">${body.slice(0, firstScreen.end)}`) };
  };
  const splitOf = (body: string, css: string) => {
    const key = createHash('sha1').update(css).update('\0').update(body).digest('base64url');
    let entry = found.get(key);
    if (!entry) {
      entry = find(body, css);
      entry.catch(() => found.delete(key));
      found.set(key, entry);
    }
    return entry;
  };

  /**
   * The page's first screen and what follows it, or null when it has no first screen to split at.
   * `css` is the text of the page's stylesheets in order; `after` is what brings them below the first
   * screen (the page's stylesheet, pageStyles.ts).
   */
  return async function splitFirstScreen(body: string, css: string, after: string): Promise<FirstScreenSplit | null> {
    const split = await splitOf(body, css);
    if (!split) return null;
    const { end, css: firstScreenCss, priorityImages } = split;
    return {
      css: `${firstScreenCss}${REST_HELD_CSS}`,
      priorityImages,
      body: `${body.slice(0, end)}${FIRST_SCREEN_END}${after}${body.slice(end)}`,
    };
  };
}
