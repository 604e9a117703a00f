/**
 * Speculation for keyboard users, from the islands loader (a module of its own, fetched on the first
 * focus of a link: every page's first load carries none of it).
 */
import { NOT_SPECULATED_PATHS, NOT_SPECULATED_SELECTOR } from '../navigation/speculation';

const speculated = new Set<string>();

/**
 * Keyboard users' intent: the page's rules (the `Speculation-Rules` header) prerender a link's page
 * on hover or press; a link reached by keyboard focus gets a rule of its own, so Enter is as instant.
 */
export function speculateOnFocus(event: FocusEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
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
