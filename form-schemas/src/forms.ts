import type * as z from 'zod/mini';
import { honeypotFieldName } from './fieldConstants';
import { requestFormKeys, visitorFormInfo, type VisitorFormInfo } from './formInfo';
import type { DecodedFormPost, FormPostValues } from './formPost';
import { newsletterFromFormPost, newsletterSchema } from './newsletter';
import { requestFromFormPost, requestSchema, type RequestSchemaOptions } from './request';
import type { RequestKind } from './requestFields';
import { trialFromFormPost, trialSchema } from './trial';

/**
 * Each visitor form declared once: its facts (formInfo.ts: where it posts, what it is called,
 * which fields it shows) and its schema. The browser form, mail-api's endpoint, the soak and the
 * bench all read it from here.
 */

export interface VisitorForm<Submission extends object = object, Field extends string = string> extends VisitorFormInfo<Field> {
  /** Its schema, judged at `now` (only the demo request's depends on it: no preferred time in the past). */
  readonly schemaAt: (now: Date, options?: RequestSchemaOptions) => z.ZodMiniType<Submission>;
  /**
   * A plain HTML post of the form (issue 46) as the object its script sends, for `schemaAt` to judge:
   * its fields and the honeypot; other names (the shell's hidden fields) are left out.
   */
  readonly fromFormPost: (values: FormPostValues) => DecodedFormPost;
}

function visitorForm<Submission extends object, Field extends string>(
  info: VisitorFormInfo<Field>,
  { schemaAt, fromFormPost }: Pick<VisitorForm<Submission, Field>, 'schemaAt' | 'fromFormPost'>,
): VisitorForm<Submission, Field> {
  return {
    ...info,
    schemaAt,
    fromFormPost: (values) => {
      // Passed on so a filled one is dropped as in a JSON post; a bot posting it twice is caught by any filled value.
      const honeypot = values(honeypotFieldName);
      const filled = honeypot.find((value) => value.trim() !== '') ?? honeypot[0];
      return { ...fromFormPost(values), ...(filled === undefined ? {} : { [honeypotFieldName]: filled }) };
    },
  };
}

function requestForm(kind: RequestKind) {
  return visitorForm(visitorFormInfo[requestFormKeys[kind]], {
    schemaAt: (now, options) => requestSchema(kind, now, options),
    fromFormPost: requestFromFormPost,
  });
}

export const visitorForms = {
  newsletter: visitorForm(visitorFormInfo.newsletter, { schemaAt: () => newsletterSchema, fromFormPost: newsletterFromFormPost }),
  demoRequest: requestForm('demo'),
  expertRequest: requestForm('expert'),
  trial: visitorForm(visitorFormInfo.trial, { schemaAt: () => trialSchema, fromFormPost: trialFromFormPost }),
} as const;

/** The demo and talk-to-an-expert forms by kind (one component renders both). */
export const requestForms: Readonly<Record<RequestKind, (typeof visitorForms)['demoRequest']>> = {
  demo: visitorForms.demoRequest,
  expert: visitorForms.expertRequest,
};
