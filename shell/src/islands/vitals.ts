/**
 * LCP, INP and CLS for the page's beacon (pageSignals.ts), from the web-vitals library. A module of its
 * own, fetched once the visitor is at the page: it is most of the beacon's bytes.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { PageSignals } from './pageSignals';

export function watchVitals({ setMetric }: PageSignals): void {
  // Every change, not only the final values: the beacon goes when the page is hidden, with the latest.
  const options = { reportAllChanges: true };
  onLCP(({ value }) => setMetric('lcp', value), options);
  onINP(({ value }) => setMetric('inp', value), options);
  onCLS(({ value }) => setMetric('cls', value), options);
}
