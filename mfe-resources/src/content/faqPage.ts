/**
 * The FAQ page (spec section 2: sections General, Product-Wise and Timesheet): its copy in
 * faq/page/faq.yaml, its sections one file each in faq/sections, in their `order`. Facts follow
 * spec sections 1, 4, 6 and 9; contact details come from siteConfig only ({{salesPhone}}… in the files).
 */
import { entriesInOrder } from '@site/devkit/markdown';
import copyFiles from './faq/page/collection.yml';
import sectionFiles from './faq/sections/collection.yml';
import { pageCopy } from './pageCopy';
import type { FaqPageCopy, FaqSection } from './schema';

const sectionEntries = entriesInOrder<FaqSection>(sectionFiles);

const questionsOf = (section: (typeof sectionEntries)[number]['data']) => [
  ...(section.questions ?? []),
  ...(section.groups ?? []).flatMap((group) => group.questions),
];

export const faqPage = {
  path: '/faq',
  ...pageCopy<FaqPageCopy>(copyFiles, 'faq/page/faq.yaml'),
  sections: sectionEntries.map(({ data }) => data),
  /** Every question on the page, in order (its structured data). */
  items: sectionEntries.flatMap(({ data }) => questionsOf(data)),
};

/** Questions whose id (their answer's anchor) an earlier one has too, one message each: the prerender fails the build on one. */
export function faqProblems(): string[] {
  const files = new Map<string, string>();
  return sectionEntries.flatMap(({ slug, data }) =>
    questionsOf(data).flatMap(({ id }) => {
      const other = files.get(id);
      files.set(id, slug);
      return other
        ? [`faq/sections/${slug}.yaml: id "${id}" is the id of a question in ${other}.yaml too: an anchor is unique on /faq`]
        : [];
    }),
  );
}
