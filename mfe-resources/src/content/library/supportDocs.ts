/**
 * Support guides (spec section 2: items-list page): the page's copy in ../support-guides/page, each
 * guide a Markdown file in ../support-guides. Steps describe the product as the spec's copy does
 * (sections 1, 4, 6 and 9); contact details come from siteConfig only ({{supportEmail}} in the files).
 */
import collection from '../support-guides/collection.yml';
import copyFiles from '../support-guides/page/collection.yml';
import { listPage } from './libraryItems';

export const supportDocumentation = listPage('/support-documentation', 'support-guides', copyFiles, collection);
