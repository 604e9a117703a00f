import type { NavigateFunction } from 'react-router-dom';

/**
 * For callers that must return nothing (click handlers, the navigator handed to remotes): what
 * react-router's `navigate()` returns. Under the shell's <BrowserRouter> that is nothing; under a
 * data router it is a promise, and a navigation that fails is reported, not left unhandled.
 */
export function settleNavigation(result: ReturnType<NavigateFunction>): void {
  if (result instanceof Promise) {
    result.catch((error: unknown) => {
      console.error('[shell] navigation failed:', error);
    });
  }
}
