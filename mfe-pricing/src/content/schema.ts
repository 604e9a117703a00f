/**
 * The pricing content's schemas: one YAML file per plan (plans/), per group of the comparison table
 * (comparison/) and per industry of the select (industries/). The build checks each file (file,
 * line and field of a problem) and that the files agree with one another (`checkPricing`); the CMS
 * builds its forms from these. A plan's id is its file name: `plans/professional.yaml` is
 * `professional`. Spec names: a plan's `name` is `title`, `audience` is `subTitle`, `price` is
 * `Pricing`, `period` is `timePeriod`, `highlights` are `features`; a comparison group's `rows` are
 * `data`, a row's `feature` is `title` and `detail` is `subTitle`, and its `plans` replace the
 * `data1`/`data2`/`data3` flags (one per plan column), so a fourth plan needs no new column.
 */
import { pageMeta, text } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';

const order = z.number().int().positive().describe('Where it sits: 1 first');
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens, e.g. bank-feed');

export const pricingPlan = z.strictObject({
  order,
  name: text.describe('The plan’s name on its card and in the comparison table'),
  audience: text.describe('Who the plan is for, under its name: "For one module"'),
  description: text,
  price: z
    .number()
    .positive('a price above 0')
    .multipleOf(0.01, 'dollars and cents, e.g. 19.99')
    .describe('Per user per month, in Australian dollars, excluding GST'),
  period: text.describe('What the price is for: "per user / month"'),
  tag: text.optional().describe('A badge above the name, e.g. MOST POPULAR'),
  highlights: z
    .array(id)
    .min(1, 'at least one highlight')
    .describe('Comparison rows (their ids) this plan’s card lists; each must be included in this plan'),
});

export const comparisonGroup = z.strictObject({
  order,
  heading: text,
  rows: z
    .array(
      z.strictObject({
        id: id.describe('How plan cards name this row in their highlights'),
        feature: text,
        detail: text.optional(),
        plans: z.array(id).describe('The plans (their file names) that include this feature'),
        extras: z.record(id, text).optional().describe('What a plan adds on this row, by plan: "+ Dedicated Manager"'),
        comingSoon: z.boolean().optional().describe('Not in any plan yet: shown as "Coming soon"'),
      }),
    )
    .min(1, 'at least one row'),
});

export const pricingIndustry = z.strictObject({
  order,
  label: text.describe('The option’s text in the industry select'),
  contactIntro: text
    .optional()
    .describe('Shown above the sales contact for an industry without plan cards; leave it out for the industry whose plans are shown'),
});

/** Texts of a group of the page's parts: every field a short text a writer may change. */
const texts = <Field extends string>(...fields: Field[]) =>
  z.strictObject(Object.fromEntries(fields.map((field) => [field, text])) as Record<Field, typeof text>);

/**
 * The pricing page's own copy (page/pricing.yaml): headings, labels and notes around the plans. The
 * spec's texts are exact: `heading` PRICING, `subheading` and `help.heading`.
 */
export const pricingPageCopy = z.strictObject({
  meta: pageMeta.extend({
    // Its description already runs past the shared limit of 180 characters; kept as written.
    description: text.max(200, 'at most 200 characters, or search results cut it off'),
  }),
  heading: text,
  subheading: text,
  quote: text.describe('The quotation under the heading'),
  industry: texts('label', 'placeholder'),
  plans: z.strictObject({
    ...texts('heading', 'minimumUsers', 'expertLink', 'featuresHeading', 'addonsLabel').shape,
    taxNote: text.describe('Australian Consumer Law: a business price may exclude GST if it says so clearly'),
  }),
  comparison: texts('heading', 'show', 'hide', 'caption', 'featureColumn', 'included', 'notIncluded', 'comingSoon'),
  contact: texts(
    'heading',
    'salesPhone',
    'salesHours',
    'salesEmail',
    'headOffice',
    'supportHotline',
    'mobile',
    'enquiriesEmail',
    'bookDemo',
  ),
  help: texts('heading', 'text', 'hotline', 'email', 'emailSubject', 'bookDemo'),
});
