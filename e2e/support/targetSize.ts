/**
 * Target size (WCAG 2.5.5, AAA): every visible link and control is at least 44 × 44 CSS px, unless
 * it sits inside running text (WCAG's inline exception).
 *
 * The rules, all decided in the page from what is rendered (no list of exempt selectors):
 * - **What is a target:** the elements of `TARGET_SELECTOR`, visible (rendered, not
 *   `visibility: hidden`, larger than the 1 × 1 px box of a visually hidden element) and meant
 *   for people (not inside `aria-hidden="true"` or `inert`, as a form's honeypot field is).
 * - **Its box** is its border box; where its `::before` or `::after` is absolutely positioned (a
 *   card's stretched link, a hit area larger than the drawing), the larger of that and the pseudo
 *   element's box, worked out from its containing block and insets.
 * - **A checkbox or radio** is targeted through its label too: it passes when the input or one of
 *   its labels (a wrapping label or one that names it with `for`) is 44 × 44; a failure shows the
 *   label's size.
 * - **Inside running text (exempt):** an element whose computed `display` is `inline` and whose
 *   block (its nearest ancestor that is not `display: inline`: the p, li, td, label… it flows in)
 *   holds words of its own: a letter or digit in a text node that is not inside any target.
 *   A link in a sentence is exempt; a link alone in a list item, or beside other links only, is
 *   not.
 */
import type { Locator, Page } from '@playwright/test';

/** Everything a pointer can hit to act: links, controls, and whatever has been made focusable. */
const TARGET_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const TARGET_MIN = 44;

/** One target smaller than 44 × 44, described so a failure reads on its own. */
interface UndersizedTarget {
  readonly selector: string;
  readonly text: string;
  readonly width: number;
  readonly height: number;
}

function describeTarget(target: UndersizedTarget): string {
  return `${target.selector} "${target.text}" is ${target.width} × ${target.height}`;
}

/**
 * The visible targets under `root` (the whole page when left out) smaller than 44 × 44 outside
 * running text, as readable lines.
 */
export async function undersizedTargets(page: Page, root?: Locator): Promise<string[]> {
  const scope = root ?? page.locator('body');
  const found = await scope.evaluate(
    (rootElement, { selector, min }) => {
      interface Box {
        width: number;
        height: number;
      }
      const large = (box: Box) => box.width >= min - 0.01 && box.height >= min - 0.01;

      const visible = (element: Element) => {
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1;
      };

      // The element's own box, or that of an absolutely positioned ::before/::after when larger.
      const hitBox = (element: HTMLElement): Box => {
        const rect = element.getBoundingClientRect();
        let box: Box = { width: rect.width, height: rect.height };
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.display === 'none') continue;
          if (style.position !== 'absolute') continue;
          const block = element.offsetParent;
          if (!block) continue;
          const outer = block.getBoundingClientRect();
          const px = (value: string) => (value.endsWith('px') ? parseFloat(value) : 0);
          const width = style.width.endsWith('px') ? px(style.width) : outer.width - px(style.left) - px(style.right);
          const height = style.height.endsWith('px') ? px(style.height) : outer.height - px(style.top) - px(style.bottom);
          if (width * height > box.width * box.height) box = { width, height };
        }
        return box;
      };

      // The nearest ancestor that is not `display: inline`: the block the element flows in.
      const blockOf = (element: Element) => {
        let parent = element.parentElement;
        while (parent && getComputedStyle(parent).display === 'inline') parent = parent.parentElement;
        return parent;
      };

      // Running text: an inline element whose block holds words outside any target.
      const inRunningText = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        const block = blockOf(element);
        if (!block) return false;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/[\p{L}\p{N}]/u.test(node.textContent ?? '')) continue;
          let holder = node.parentElement;
          while (holder && holder !== block && !holder.matches(selector)) holder = holder.parentElement;
          if (holder === block) return true;
        }
        return false;
      };

      const describe = (element: Element) => {
        const tag = element.tagName.toLowerCase();
        const id = element.id ? `#${element.id}` : '';
        const type = element.getAttribute('type');
        const role = element.getAttribute('role');
        const classes = [...element.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        const place = element.closest('header, nav, main, footer, dialog, aside, [role="dialog"]');
        const within =
          place && place !== element
            ? `${place.tagName.toLowerCase()}${place.getAttribute('aria-label') ? `[${place.getAttribute('aria-label')}]` : ''} `
            : '';
        return `${within}${tag}${id}${type ? `[type=${type}]` : ''}${role ? `[role=${role}]` : ''}${classes}`;
      };
      const textOf = (element: HTMLElement) => {
        const text = element.getAttribute('aria-label') ?? element.innerText.replace(/\s+/g, ' ').trim();
        return (text === '' ? (element.getAttribute('value') ?? element.getAttribute('placeholder') ?? '') : text).slice(0, 60);
      };

      const failures: { selector: string; text: string; width: number; height: number }[] = [];
      const seen = new Set<Element>();
      for (const element of rootElement.querySelectorAll<HTMLElement>(selector)) {
        if (seen.has(element)) continue;
        seen.add(element);
        const input = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? element : null;
        if (input) {
          // The input and its labels are one target: any of them at 44 × 44 will do.
          const parts: HTMLElement[] = [input, ...(input.labels ?? [])].filter(visible);
          if (parts.length === 0) continue;
          if (parts.some((part) => large(hitBox(part)))) continue;
          const shown = parts[parts.length - 1] ?? input;
          const box = hitBox(shown);
          failures.push({ selector: describe(shown), text: textOf(shown), width: Math.round(box.width), height: Math.round(box.height) });
          continue;
        }
        if (!visible(element)) continue;
        const box = hitBox(element);
        if (large(box) || inRunningText(element)) continue;
        failures.push({ selector: describe(element), text: textOf(element), width: Math.round(box.width), height: Math.round(box.height) });
      }
      return failures;
    },
    { selector: TARGET_SELECTOR, min: TARGET_MIN },
  );
  return found.map(describeTarget);
}
