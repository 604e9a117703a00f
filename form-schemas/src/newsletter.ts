import { submissionContextShape } from './attribution';
import * as z from 'zod/mini';
import { emailText } from './fields';
import { singleValues, type DecodedFormPost, type FormPostValues } from './formPost';
import { newsletterMessages } from './newsletterFields';

/** The footer's newsletter box (spec sections 3, 5 and 8): one e-mail address. */
export const newsletterSchema = z.object({
  email: emailText({
    required: newsletterMessages.invalidEmail,
    format: newsletterMessages.invalidEmail,
    tooLong: () => newsletterMessages.invalidEmail,
  }),
  ...submissionContextShape,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSubmission = z.infer<typeof newsletterSchema>;

/** A subscription posted as plain HTML (issue 46): the address as typed. */
export function newsletterFromFormPost(values: FormPostValues): DecodedFormPost {
  return singleValues(values, ['email']);
}
