/**
 * The company pages (About): one `<slug>.yaml` file in this folder is the page at `/<slug>`
 * (collection.yml); its `layout` picks the page's template and the fields it has. The build checks
 * every file against this schema and names the file, line and field of a problem. Spec names, where
 * they differ: the mission page's `sections` are `entries` (`title`, `data`, `image`: two items or
 * fewer of `data` are `paragraphs`, more are `bullets`); a team member's `role` is `designation`,
 * `avatar` is `image`; careers' `openings` is `openingsLine`, `resume.email`/`subject` are
 * `resumeEmail`/`resumeSubject`; contact's `form` is `formHeading`/`formIntro`.
 */
import { bullets, decorativePicture, pageMeta, picture, text, titledPoints } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';
import { order, paragraph, paragraphs } from '../fields';

/** What every company page has: its place in lists, its search snippet, its h1 and the paragraph under it. */
const page = { order, meta: pageMeta, heading: text.describe('The page’s main heading'), intro: paragraph };

const story = z.strictObject({
  layout: z.literal('story'),
  ...page,
  // Our Story's description (187 characters) predates the 180-character rule: shortening it would change the page.
  meta: pageMeta.extend({
    description: text
      .min(50, 'at least 50 characters: one or two full sentences')
      .max(190, 'at most 190 characters: search results cut off after about 180')
      .describe('One or two sentences for search results and shared links'),
  }),
  journey: picture.describe('The whole journey in one wide picture (1200×420), shown on wide screens'),
  chapters: z
    .array(
      z.strictObject({
        year: text,
        heading: text,
        paragraphs: paragraphs.max(2, 'one or two paragraphs'),
        image: picture.describe('This chapter of the journey (480×320), shown instead of the wide picture on narrow screens'),
      }),
    )
    .length(5, 'five chapters, oldest first: together they tell the wide picture’s journey'),
  closing: z.strictObject({ heading: text, text: paragraph }).describe('The part the page scrolls to after a second'),
});

const missionAndVision = z.strictObject({
  layout: z.literal('mission-and-vision'),
  ...page,
  sections: z
    .array(
      z
        .strictObject({
          heading: text,
          paragraphs: paragraphs.max(2, 'at most two paragraphs: write more as bullets').optional(),
          bullets: bullets.min(3, 'three or more bullets: write fewer as paragraphs').optional(),
          image: picture.optional(),
        })
        .refine((section) => (section.paragraphs === undefined) !== (section.bullets === undefined), 'paragraphs or bullets, not both'),
    )
    .min(1, 'at least one section'),
});

const team = z.strictObject({
  layout: z.literal('team'),
  ...page,
  members: z
    .array(
      z.strictObject({
        name: text,
        role: text.describe('Their job title, e.g. Head of Product'),
        bio: paragraph,
        avatar: decorativePicture.describe('Beside their name, so it needs no description'),
      }),
    )
    .min(1, 'at least one person'),
});

const careers = z.strictObject({
  layout: z.literal('careers'),
  ...page,
  openings: text.describe('Shown in bold first, e.g. Current openings : None'),
  resume: z.strictObject({
    heading: text,
    text: paragraph,
    email: z.email().describe('The careers mailbox (not in the site’s config on purpose)'),
    subject: text.describe('The e-mail’s subject when a visitor follows the link'),
  }),
  include: z.strictObject({ heading: text, bullets }).describe('What to send with a resume'),
  whyUs: z.strictObject({ heading: text, points: titledPoints.length(4, 'four points') }),
  image: picture,
});

/** Labels only: the address, numbers, hours and mailboxes come from the site's config (keys name its entries). */
const contact = z.strictObject({
  layout: z.literal('contact'),
  ...page,
  form: z.strictObject({ heading: text, intro: paragraph }).describe('Above the enquiry form'),
  office: z.strictObject({ heading: text, text: paragraph }).describe('Above the head office’s address'),
  phone: z.strictObject({
    heading: text,
    text: paragraph,
    labels: z.strictObject({ salesPhone: text, supportHotline: text, mobile: text, salesHours: text }),
  }),
  email: z.strictObject({
    heading: text,
    text: paragraph,
    labels: z.strictObject({ enquiries: text, sales: text, support: text }),
  }),
  responsePromise: text.describe('Says how soon the team replies'),
});

export const aboutPage = z.discriminatedUnion('layout', [story, missionAndVision, team, careers, contact]);
