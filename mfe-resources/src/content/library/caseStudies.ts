/**
 * Case studies (spec section 2: items-list page): the page's copy here, each study a Markdown file
 * in ../case-studies. The providers, their people and their numbers are fictitious; results are
 * framed as each provider's own observations, never as industry statistics.
 */
import type { ItemsListContent } from '../types';
import collection from '../case-studies/collection.yml';
import { libraryItems } from './libraryItems';

const path = '/case-studies';

export const caseStudies: ItemsListContent = {
  path,
  meta: {
    title: 'Case Studies',
    description:
      'How NDIS, aged-care, allied health and community services providers moved rosters, timesheets, incidents and records into Wattlecare, and what changed.',
  },
  heading: 'Case Studies',
  subheading: 'How care providers run on Wattlecare.',
  text: 'Four providers, four different ways of working. Each story starts with the problem the team was living with, sets out what they changed in Wattlecare and ends with what they noticed afterwards, in their own words. Read them before your demo and bring the questions they raise.',
  items: libraryItems(collection, path),
};
