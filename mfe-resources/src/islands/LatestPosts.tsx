import { defineIsland } from '@site/ui';
import { LatestPosts } from '../blog/LatestPosts';

/** The latest posts for other deployables' pages: published as HTML, composed in by the shell, never hydrated. */
export default defineIsland({ owner: 'resources', name: 'LatestPosts', hydrate: 'never' }, LatestPosts);
