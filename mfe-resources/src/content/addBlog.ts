/** The New Blog screen (/addBlog): its copy in new-blog/new-blog.yaml. */
import copyFiles from './new-blog/collection.yml';
import { pageCopy } from './pageCopy';
import type { NewBlogPageCopy } from './schema';

export const addBlog = { path: '/addBlog', ...pageCopy<NewBlogPageCopy>(copyFiles, 'new-blog/new-blog.yaml') };
