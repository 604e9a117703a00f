import type { AxiosStatic } from 'axios';
import { formatIdempotencyKey, idempotencyKeyHeader } from '@site/form-schemas';

/** Spec section 7: every form's call gives up after 10 seconds (a send failure, like any other). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * What became of a submission:
 * - `sent`: the API accepted it (any 2xx; mail goes out afterwards);
 * - `invalid`: the API refused some fields (422), with its message per field the form shows;
 * - `conflict`: 409, the idempotency key was used for another body (the form makes a new key);
 * - `failed`: anything else (network down, timeout, any other status, a 422 about no field of
 *   this form): the form shows "Request Failed" and keeps what the visitor typed.
 */
export type PostOutcome<Field extends string> =
  | { readonly kind: 'sent' }
  | { readonly kind: 'invalid'; readonly fields: Readonly<Partial<Record<Field, string>>> }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'failed' };

export interface PostFormOptions<Field extends string> {
  /** The fields the form shows; a 422 message for anything else cannot be shown, so it counts as a failure. */
  readonly fieldNames: readonly Field[];
  /**
   * Where the mail API is: '' (default) is this page's origin, which the shell forwards to
   * mail-api. Tests point it at their own server.
   */
  readonly baseUrl?: string;
  /** Sent as the `Idempotency-Key` header (issue 33): the same key on a retry makes the API store it once. */
  readonly idempotencyKey?: string;
  /** How long to wait for the answer; the spec's 10 seconds unless a test shortens it. */
  readonly timeoutMs?: number;
}

/** The 422 body's `fields` messages for `fieldNames`, or undefined if there are none. */
function fieldMessages<Field extends string>(data: unknown, fieldNames: readonly Field[]): Partial<Record<Field, string>> | undefined {
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const messages: Partial<Record<Field, string>> = {};
  for (const name of fieldNames) {
    const message = (fields as Record<string, unknown>)[name];
    if (typeof message === 'string' && message.trim() !== '') messages[name] = message;
  }
  return Object.keys(messages).length > 0 ? messages : undefined;
}

let httpClient: Promise<AxiosStatic> | undefined;

/**
 * The HTTP client, fetched when a form is about to be sent rather than with every form: the
 * newsletter box wakes on every page, and most visitors never send it (waking every island on `/`
 * went from 267 to 247 KB). Forms ask for it as soon as the visitor enters one (`formProps.onFocus`);
 * a failed fetch is tried again next time.
 */
export function loadHttpClient(): Promise<AxiosStatic> {
  httpClient ??= import('axios').then(
    (module) => module.default,
    (error: unknown) => {
      httpClient = undefined;
      throw error;
    },
  );
  return httpClient;
}

/** Posts a form as JSON to the mail API (same origin by default) and classifies the outcome. Never throws. */
export async function postForm<Field extends string>(
  path: string,
  body: object,
  { fieldNames, baseUrl = '', idempotencyKey, timeoutMs = REQUEST_TIMEOUT_MS }: PostFormOptions<Field>,
): Promise<PostOutcome<Field>> {
  let axios: AxiosStatic;
  try {
    axios = await loadHttpClient();
  } catch {
    return { kind: 'failed' }; // its code could not be fetched: "Request Failed", and what was typed stays
  }
  try {
    const headers = idempotencyKey === undefined ? {} : { [idempotencyKeyHeader]: formatIdempotencyKey(idempotencyKey) };
    // The platform's deadline (AbortSignal.timeout) rather than XHR's `timeout`: same give-up for the
    // visitor, and no timer left behind when the request fails first (jsdom's XHR keeps that one).
    // A browser without it (before 2022) gets XHR's.
    const deadline = typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(timeoutMs) } : { timeout: timeoutMs };
    await axios.post(path, body, { baseURL: baseUrl, ...deadline, headers });
    return { kind: 'sent' };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 409) return { kind: 'conflict' };
    if (axios.isAxiosError(error) && error.response?.status === 422) {
      const fields = fieldMessages(error.response.data, fieldNames);
      if (fields) return { kind: 'invalid', fields };
    }
    return { kind: 'failed' };
  }
}
