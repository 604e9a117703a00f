/**
 * Case studies (spec section 2: items-list page): the page's copy in ../case-studies/page, each
 * study a Markdown file in ../case-studies. The providers, their people and their numbers are
 * fictitious; results are framed as each provider's own observations, never as industry statistics.
 */
import collection from '../case-studies/collection.yml';
import copyFiles from '../case-studies/page/collection.yml';
import { listPage } from './libraryItems';

export const caseStudies = listPage('/case-studies', 'case-studies', copyFiles, collection);
