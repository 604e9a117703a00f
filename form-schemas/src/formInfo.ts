import { honeypotFieldName } from './fieldConstants';
import { requestFieldNames, type RequestKind } from './requestFields';
import { trialFieldNames } from './trialFields';

/**
 * Each visitor form's facts, without its schema (forms.ts adds that): where it posts, what it is
 * called and which fields it shows. The browser's form renders from these, and fetches its schema
 * (zod) only when the visitor starts on it.
 */

/** The shell forwards /api/* to mail-api unchanged, so every endpoint path starts with it. */
export const apiBasePath = '/api';

export interface VisitorFormInfo<Field extends string = string> {
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
}

function formInfo<Field extends string>(info: Omit<VisitorFormInfo<Field>, 'honeypotFieldName'>): VisitorFormInfo<Field> {
  return { ...info, honeypotFieldName };
}

function requestFormInfo(kind: RequestKind) {
  return formInfo({
    name: `request-${kind}`,
    path: `${apiBasePath}/requests/${kind}`,
    fieldNames: [...requestFieldNames, 'privacyAccepted'],
    nameFieldNames: ['fullName'],
  });
}

export const visitorFormInfo = {
  newsletter: formInfo({
    name: 'newsletter',
    path: `${apiBasePath}/newsletter`,
    fieldNames: ['email'],
    // A subscriber gives no name: only the timing and the address can look like a bot's.
    nameFieldNames: [],
  }),
  demoRequest: requestFormInfo('demo'),
  expertRequest: requestFormInfo('expert'),
  trial: formInfo({
    name: 'trial',
    path: `${apiBasePath}/trial`,
    fieldNames: trialFieldNames,
    nameFieldNames: ['firstName', 'lastName'],
  }),
} as const;

export type VisitorFormKey = keyof typeof visitorFormInfo;

/** The demo and talk-to-an-expert forms' keys by kind (one component renders both). */
export const requestFormKeys = { demo: 'demoRequest', expert: 'expertRequest' } as const satisfies Record<RequestKind, VisitorFormKey>;
