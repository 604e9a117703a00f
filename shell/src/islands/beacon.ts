/**
 * The page's beacon (`pageSignals.ts`): its error listeners start at once; its vitals code
 * (`vitals.ts`) comes once the visitor is settled. Its observers read the browser's buffered
 * entries, so nothing from before is lost.
 */
import { startPageSignals } from './pageSignals';
import { whenVisitorSettled } from './visitorMoments';

export function startBeacon(): void {
  startPageSignals((signals) =>
    whenVisitorSettled(() => {
      import('./vitals').then(({ watchVitals }) => watchVitals(signals)).catch(() => undefined); // no vitals, still a beacon
    }),
  );
}
