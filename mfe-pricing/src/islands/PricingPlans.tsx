import { defineIsland } from '@site/ui';
import { PricingPlans } from '../components/PricingPlans';

/**
 * Live on the first interaction; at load when the address names an industry (`?industry=ict`),
 * which the server's HTML (the default, NDIS) does not show.
 */
export default defineIsland({ owner: 'pricing', name: 'PricingPlans', hydrate: 'intent', readsQuery: true }, PricingPlans);
