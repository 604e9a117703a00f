import { submissionContextShape } from './attribution';
import * as z from 'zod/mini';
import { emailText, oneLineText } from './fields';
import { phonePattern } from './fieldConstants';
import { singleValues, type DecodedFormPost, type FormPostValues } from './formPost';
import {
  demoOptions,
  formatAbn,
  industryOptions,
  isValidAbn,
  trialFeatureOptions,
  trialFieldMaxLengths,
  trialFieldNames,
  trialMessages,
  type Industry,
} from './trialFields';

/**
 * The free-trial sign-up (spec sections 3, 5 and 8): one schema for the dialog in the browser and
 * for mail-api (the authority). Every field is required; the visible texts are the spec's.
 */

const industryValues = industryOptions.map((option) => option.value) as [Industry, ...Industry[]];
const messages = { required: trialMessages.required, tooLong: trialMessages.tooLong };

function choice<T extends string>(values: readonly [T, ...T[]]) {
  return z.pipe(
    z.string({ error: trialMessages.required }).check(z.trim(), z.minLength(1, { error: trialMessages.required })),
    z.enum(values, { error: trialMessages.option }),
  );
}

export const trialSchema = z.object({
  firstName: oneLineText(trialFieldMaxLengths.firstName, messages),
  lastName: oneLineText(trialFieldMaxLengths.lastName, messages),
  email: emailText({ ...messages, format: trialMessages.email }),
  phone: oneLineText(trialFieldMaxLengths.phone, messages).check(z.regex(phonePattern, { error: trialMessages.phone })),
  company: oneLineText(trialFieldMaxLengths.company, messages),
  abn: z.pipe(
    oneLineText(20, messages).check(z.refine(isValidAbn, { error: trialMessages.abn })),
    z.transform((abn) => formatAbn(abn)),
  ),
  industry: choice(industryValues),
  features: z.pipe(
    z
      .array(z.enum(trialFeatureOptions, { error: trialMessages.option }), { error: trialMessages.required })
      .check(z.minLength(1, { error: trialMessages.required })),
    // Ticking a box twice is not a second feature.
    z.transform((features) => trialFeatureOptions.filter((option) => features.includes(option))),
  ),
  demo: choice(demoOptions.map((option) => option.value) as ['yes', 'no']),
  ...submissionContextShape,
});

const singleValueFieldNames = trialFieldNames.filter((name) => name !== 'features');

/** A sign-up posted as plain HTML (issue 46): one value per field, and every ticked feature box (none: []). */
export function trialFromFormPost(values: FormPostValues): DecodedFormPost {
  return { ...singleValues(values, singleValueFieldNames), features: [...values('features')] };
}

/** What the dialog holds and sends (before trimming). */
export type TrialInput = z.input<typeof trialSchema>;
/** A validated sign-up: trimmed, ABN formatted, options from the lists. */
export type TrialSubmission = z.infer<typeof trialSchema>;
