/**
 * Keyboard users' intent: the page's rules (the `Speculation-Rules` header) prerender a link's page
 * on hover or press; a link reached by keyboard focus gets a rule of its own, so Enter is as instant.
 * Not part of the first load: the islands loader fetches this once the visitor is at the page (a few
 * seconds after their first key press or touch, in idle time), and it starts with the link focused then.
 */
import { NOT_SPECULATED_PATHS, NOT_SPECULATED_SELECTOR } from '../../shared/contract';

const speculated = new Set<string>();

function speculate(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !('supports' in HTMLScriptElement && HTMLScriptElement.supports('speculationrules'))) return;
  const url = link.pathname + link.search;
  const excluded =
    link.origin !== window.location.origin ||
    link.matches(NOT_SPECULATED_SELECTOR) ||
    NOT_SPECULATED_PATHS.some((pathname) => new URLPattern({ pathname }).test(link.href)) ||
    url === window.location.pathname + window.location.search;
  if (excluded || speculated.has(url)) return;
  speculated.add(url);
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = JSON.stringify({ prerender: [{ source: 'list', urls: [url] }] });
  document.head.append(rules);
}

/** Speculates on the focused link now, and on every link focus reaches from now on. */
export function speculateOnFocus(doc: Document = document): void {
  speculate(doc.activeElement);
  doc.addEventListener('focusin', (event) => speculate(event.target));
}
