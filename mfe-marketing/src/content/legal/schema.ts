/**
 * The legal pages and the release notes page: one `<slug>.yaml` file in this folder is the page at
 * `/<slug>` (collection.yml); its `layout` picks the template and the fields it has. The build
 * checks every file against this schema and names the file, line and field of a problem. Written
 * as YAML, not Markdown: their HTML numbers each section's heading (id section-1, "1. …"), lists the
 * sections as contents and wraps each in a <section>, which a Markdown body's HTML (anchors named
 * from the heading's words, typographic quotes) would not match. Spec names, where they differ: a section's
 * `bullets` are its `list`; the accessibility statement's `standard.criteria` are `beyondAa`,
 * `prepared` is `preparedLead`/`preparedDate`, `reporting.channels` are `channelLeads`, `formLabel`
 * and `formLinkText`, `escalation.steps` is `escalation`.
 */
import { bullets, isoDate, pageMeta, sitePath, text, titledPoints } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';
import { navLabel, order, paragraph, paragraphs, plainSummary } from '../fields';

const page = { order, meta: pageMeta, heading: text.describe('The page’s main heading') };

/** A list under a small heading. */
const headedList = z.strictObject({ heading: text, bullets });

/** The privacy policy, the terms: numbered sections after the date they took effect. */
const document = z.strictObject({
  layout: z.literal('document'),
  ...page,
  path: sitePath.optional().describe('Only to keep an address that is not the file’s name (/terms-and-Conditions); leave it out'),
  effectiveDate: isoDate.describe('The day this version took effect'),
  intro: paragraphs,
  sections: z
    .array(
      z
        .strictObject({
          heading: text.describe('Numbered and listed in the contents'),
          paragraphs: paragraphs.optional(),
          bullets: bullets.optional(),
        })
        .refine((section) => Boolean(section.paragraphs ?? section.bullets), 'paragraphs, bullets or both'),
    )
    .min(1, 'at least one section'),
});

/** The accessibility statement. The e-mail address and phone number to report a barrier come from the site's config. */
const accessibilityStatement = z.strictObject({
  layout: z.literal('accessibility-statement'),
  ...page,
  summary: plainSummary,
  prepared: z.strictObject({ lead: text.describe('The words before the date, e.g. This statement was prepared on'), date: isoDate }),
  standard: z.strictObject({
    heading: text,
    intro: paragraph,
    criteria: titledPoints.describe('The level AAA success criteria met beyond AA, each with what it means here'),
    note: paragraph,
  }),
  testing: z.strictObject({ heading: text, intro: paragraph, automated: headedList, manual: headedList }),
  limitations: z.strictObject({ heading: text, intro: paragraph, items: titledPoints }),
  reporting: z.strictObject({
    heading: text,
    intro: paragraph,
    channels: z
      .strictObject({
        form: z.strictObject({ lead: text, linkText: text, label: navLabel }),
        email: z.strictObject({ lead: text }),
        phone: z.strictObject({ lead: text }),
      })
      .describe('Each way to reach us, as "<lead> <link>": the contact form, the support mailbox and the support hotline'),
    include: z.strictObject({ intro: text, bullets }).describe('What helps us to know'),
    responseTime: paragraph,
    escalation: z.strictObject({ heading: text, steps: bullets.describe('Numbered, in order') }),
  }),
});

/** The release notes page's own words; the releases are the files of ../releases. */
const releaseNotes = z.strictObject({ layout: z.literal('release-notes'), ...page, intro: paragraph });

export const legalPage = z.discriminatedUnion('layout', [document, accessibilityStatement, releaseNotes]);
