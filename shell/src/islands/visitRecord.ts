/**
 * Every page, form or not, adds itself to the visit's attribution (`@site/ui/visit-attribution`):
 * the first page may be the only one that knows the source, and a page before the form (pricing)
 * tells what decided the visitor. Part of the islands loader.
 */
import { recordPageView, recordVisitStart } from '@site/ui/visit-attribution';
import { whenIdle } from './protocol';

/**
 * A page prerendered by the speculation rules runs the loader before it is shown, or is never
 * shown: it is recorded on activation only, so the trail holds what the visitor saw.
 */
export function recordVisitWhenShown(doc: Document & { prerendering?: boolean } = document): void {
  const record = () => {
    recordVisitStart();
    recordPageView();
  };
  if (doc.prerendering === true) doc.addEventListener('prerenderingchange', record, { once: true });
  else record();
}

/**
 * The visit's record, without slowing the page's load: in idle time (within a second), or at once
 * when a form is sent first (it reads the record) or the page is left (the trail must hold it).
 */
export function recordVisitWhenIdle(): void {
  let recorded = false;
  const triggers = ['submit', 'pagehide'] as const;
  const recordOnce = () => {
    if (recorded) return;
    recorded = true;
    for (const type of triggers) window.removeEventListener(type, recordOnce, true);
    recordVisitWhenShown();
  };
  for (const type of triggers) window.addEventListener(type, recordOnce, { capture: true, passive: true });
  whenIdle(recordOnce, 1000);
}
