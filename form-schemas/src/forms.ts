import type * as z from 'zod/mini';
import { honeypotFieldName } from './fields';
import type { DecodedFormPost, FormPostValues } from './formPost';
import { newsletterFromFormPost, newsletterSchema } from './newsletter';
import { requestFieldNames, requestFromFormPost, requestSchema, type RequestKind, type RequestSchemaOptions } from './request';
import { trialFieldNames, trialFromFormPost, trialSchema } from './trial';

/**
 * Each visitor form declared once: where it posts, what it is called, which fields it shows and its
 * schema. The browser form, mail-api's endpoint, the soak and the bench all read it from here.
 */

/** The shell forwards /api/* to mail-api unchanged, so every endpoint path starts with it. */
export const apiBasePath = '/api';

export interface VisitorForm<Submission extends object = object, Field extends string = string> {
  /** Its name in mail-api's store, logs and per-address limit. */
  readonly name: string;
  /** The mail-api endpoint (POST, JSON or a plain HTML form's urlencoded body), under `apiBasePath`. */
  readonly path: `${typeof apiBasePath}/${string}`;
  /** The fields the form shows, in visual order: focus goes to the first invalid one. */
  readonly fieldNames: readonly Field[];
  /** The fields holding a person's name: a link or markup in one is a spam signal (issue 21). */
  readonly nameFieldNames: readonly Field[];
  /** The hidden input bots fill; the form always sends it, and the server drops a filled one unstored. */
  readonly honeypotFieldName: typeof honeypotFieldName;
  /** Its schema, judged at `now` (only the demo request's depends on it: no preferred time in the past). */
  readonly schemaAt: (now: Date, options?: RequestSchemaOptions) => z.ZodMiniType<Submission>;
  /**
   * A plain HTML post of the form (issue 46) as the object its script sends, for `schemaAt` to judge:
   * its fields and the honeypot; other names (the shell's hidden fields) are left out.
   */
  readonly fromFormPost: (values: FormPostValues) => DecodedFormPost;
}

function visitorForm<Submission extends object, Field extends string>(
  form: Omit<VisitorForm<Submission, Field>, 'honeypotFieldName'>,
): VisitorForm<Submission, Field> {
  return {
    ...form,
    honeypotFieldName,
    fromFormPost: (values) => {
      // Passed on so a filled one is dropped as in a JSON post; a bot posting it twice is caught by any filled value.
      const honeypot = values(honeypotFieldName);
      const filled = honeypot.find((value) => value.trim() !== '') ?? honeypot[0];
      return { ...form.fromFormPost(values), ...(filled === undefined ? {} : { [honeypotFieldName]: filled }) };
    },
  };
}

function requestForm(kind: RequestKind) {
  return visitorForm({
    name: `request-${kind}`,
    path: `${apiBasePath}/requests/${kind}`,
    fieldNames: [...requestFieldNames, 'privacyAccepted'],
    nameFieldNames: ['fullName'],
    schemaAt: (now, options) => requestSchema(kind, now, options),
    fromFormPost: requestFromFormPost,
  });
}

export const visitorForms = {
  newsletter: visitorForm({
    name: 'newsletter',
    path: `${apiBasePath}/newsletter`,
    fieldNames: ['email'],
    // A subscriber gives no name: only the timing and the address can look like a bot's.
    nameFieldNames: [],
    schemaAt: () => newsletterSchema,
    fromFormPost: newsletterFromFormPost,
  }),
  demoRequest: requestForm('demo'),
  expertRequest: requestForm('expert'),
  trial: visitorForm({
    name: 'trial',
    path: `${apiBasePath}/trial`,
    fieldNames: trialFieldNames,
    nameFieldNames: ['firstName', 'lastName'],
    schemaAt: () => trialSchema,
    fromFormPost: trialFromFormPost,
  }),
} as const;

/** The demo and talk-to-an-expert forms by kind (one component renders both). */
export const requestForms: Readonly<Record<RequestKind, (typeof visitorForms)['demoRequest']>> = {
  demo: visitorForms.demoRequest,
  expert: visitorForms.expertRequest,
};
