/**
 * Every `<button>` in a server-composed page does something. Outside an island nothing but the
 * islands loader's behaviours runs (`@site/ui/behaviours`), so such a button must be one they
 * handle (`HANDLED_BUTTON_SELECTOR`: a disclosure, an invoker command, a shell action…) or submit a
 * form. Inside a `<site-island>` React handles it once the island is live (and the loader holds
 * the tap until then). The prerender runs this on every page and frame and fails the build.
 */
import { JSDOM } from 'jsdom';
import { HANDLED_BUTTON_SELECTOR } from '@site/ui/behaviours';

let parser: Document | null = null;

/** The opening tag of each button nothing would handle (its outer HTML up to the first `>`), for the error. */
export function unhandledButtons(html: string): string[] {
  // One parser for every page of a build (a window is costly to make); nothing runs in it.
  parser ??= new JSDOM('<!doctype html><body></body>').window.document;
  parser.body.innerHTML = html;
  return [...parser.querySelectorAll('button')]
    .filter((button) => !button.closest('site-island'))
    .filter((button) => !button.matches(HANDLED_BUTTON_SELECTOR))
    .filter((button) => !(button.type === 'submit' && button.form !== null))
    .map((button) => button.outerHTML.slice(0, button.outerHTML.indexOf('>') + 1));
}

/** Fails with every page's unhandled buttons named, or does nothing. */
export function assertEveryButtonHandled(pages: ReadonlyArray<{ readonly path: string; readonly html: string }>): void {
  const problems = pages.flatMap(({ path, html }) => unhandledButtons(html).map((button) => `${path}: ${button}`));
  if (problems.length > 0) {
    throw new Error(
      `A server-composed page has a <button> that nothing handles before (or without) an island. Put it in an island, ` +
        `make it a form's submit button, or give it a behaviour (HANDLED_BUTTON_SELECTOR in ui/src/behaviours/index.ts):\n` +
        problems.join('\n'),
    );
  }
}
