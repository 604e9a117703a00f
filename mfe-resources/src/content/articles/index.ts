import type { ArticleContent } from '../types';
import { article1 } from './article1';
import { article2 } from './article2';
import { article3 } from './article3';
import { article4 } from './article4';

/** The four blog articles, in BlogPost id order (spec section 2: /blogPost to /blogPost4). */
export const articles: readonly ArticleContent[] = [article1, article2, article3, article4];
