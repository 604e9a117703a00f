/**
 * The schemas of this remote's YAML content: each page's own copy, one file in a `page/` folder
 * beside its items (or its own folder), and the FAQ's questions, one file per section in
 * faq/sections. The build checks every file (file, line and field of a problem); the CMS builds its
 * forms from these. Spec names: a list page's `intro` is its `text`; an FAQ section's
 * `questions` are its `faq`.
 */
import { faqItem, pageMeta, text } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';

const paragraph = text.describe('One paragraph');

/** What every page has: its search snippet and its main heading. */
const page = { meta: pageMeta, heading: text.describe('The page’s main heading') };

const subheading = text.describe('The short line above the heading');

/** A page that lists items (case studies, support guides, whitepapers): the items are the files of the folder above. */
export const listPageCopy = z.strictObject({
  ...page,
  subheading,
  intro: paragraph.describe('The paragraph under the heading, above the items'),
});

export type ListPageCopy = z.output<typeof listPageCopy>;

/** The blog listing (/blogs): the articles are the files of the folder above. */
export const blogPageCopy = z.strictObject({
  ...page,
  subheading,
  intro: paragraph.describe('The paragraph under the heading, above the posts'),
  feedTitle: text.describe('The blog’s RSS feed’s name, in feed readers'),
});

export type BlogPageCopy = z.output<typeof blogPageCopy>;

/** The FAQ page (/faq): its questions are the files of ../sections. */
export const faqPageCopy = z.strictObject({ ...page, intro: paragraph.describe('The paragraph under the heading, above the questions') });

export type FaqPageCopy = z.output<typeof faqPageCopy>;

/** The New Blog screen (/addBlog), where staff draft a post. */
export const newBlogPageCopy = z.strictObject({
  ...page,
  intro: paragraph,
  note: text.describe('Above the form; the editors’ mailbox follows it as a link'),
  draftSubject: text.describe('The subject of the e-mail that link starts'),
  tagsHint: text.describe('Under the Tags field'),
});

export type NewBlogPageCopy = z.output<typeof newBlogPageCopy>;

const question = faqItem.extend({
  id: faqItem.shape.id.describe('The answer’s anchor (/faq#<id>), unique on the page: links point at it, so keep it once published'),
});
const questions = z.array(question).min(1, 'at least one question');

/** One section of /faq (faq/sections/<name>.yaml): its questions, or titled groups of them. */
export const faqSection = z
  .strictObject({
    order: z.number().int().positive().describe('Its place on the page: 1 first'),
    title: text.describe('The section’s heading, e.g. General'),
    questions: questions.optional().describe('The section’s questions, in order, when it has no groups'),
    groups: z
      .array(z.strictObject({ title: text.describe('The group’s heading, e.g. Rostering'), questions }))
      .min(1, 'at least one group')
      .optional()
      .describe('Titled groups of questions, in order, instead of `questions`'),
  })
  .refine((section) => (section.questions === undefined) !== (section.groups === undefined), {
    message: 'questions or groups, not both',
    path: ['questions'],
  });

export type FaqSection = z.output<typeof faqSection>;
