import { defineIsland } from '@site/ui';
import { LogoCarousel } from '../components/slider/LogoCarousel';

/** Loops on its own with a pause button: live once it comes near the viewport. */
export default defineIsland({ owner: 'marketing', name: 'LogoCarousel', hydrate: 'activity' }, LogoCarousel);
