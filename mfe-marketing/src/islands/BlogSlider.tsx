import { defineIsland } from '@site/ui';
import { BlogSlider } from '../components/slider/BlogSlider';

/** Reads mfe-resources' posts at run time: live (and loading them) once it comes near the viewport. */
export default defineIsland({ owner: 'marketing', name: 'BlogSlider', hydrate: 'visible' }, BlogSlider);
