import { defineIsland } from '@site/ui';
import { FeaturesSlider } from '../components/slider/FeaturesSlider';

/** Autoplays with arrows and a pause button: live once it comes near the viewport. */
export default defineIsland({ owner: 'marketing', name: 'FeaturesSlider', hydrate: 'activity' }, FeaturesSlider);
