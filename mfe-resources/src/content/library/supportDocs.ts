/**
 * Support guides (spec section 2: items-list page): the page's copy here, each guide a Markdown
 * file in ../support-guides. Steps describe the product as the spec's copy does (sections 1, 4, 6
 * and 9); contact details come from siteConfig only ({{supportEmail}} in the files).
 */
import type { ItemsListContent } from '../types';
import collection from '../support-guides/collection.yml';
import { libraryItems } from './libraryItems';

const path = '/support-documentation';

export const supportDocumentation: ItemsListContent = {
  path,
  meta: {
    title: 'Support Documentation',
    description:
      'Step-by-step Wattlecare guides: set up your organisation, build recurring rosters, approve timesheets, close incidents, manage access and set up the app.',
  },
  heading: 'Support Documentation',
  subheading: 'Step-by-step guides for your team.',
  text: 'Short, practical guides for administrators, roster managers and support workers. Each one walks through a common job in order, with the checks worth making before you move on. Start with setting up your organisation, then share the rest with your team.',
  items: libraryItems(collection, path),
};
