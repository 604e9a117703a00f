import type { Attribution } from '@site/form-schemas';
import type { LeadFieldValue, PendingWebhook } from '../store/submissionStore';

/**
 * The JSON body POSTed to the CRM webhook for each accepted submission. Versioned by `schema`, so a
 * receiver can tell a later shape apart; fields are only ever added to version 1, never renamed.
 */
export interface LeadWebhookPayload {
  readonly schema: 'lead.v1';
  /** The submission id, also sent as the Idempotency-Key header. */
  readonly id: string;
  /** The form's name: newsletter, request-demo, request-expert or trial. */
  readonly form: string;
  /** ISO 8601, UTC. */
  readonly receivedAt: string;
  /** The form's fields as the visitor sent them (validated), by name. */
  readonly fields: Readonly<Record<string, LeadFieldValue>>;
  /** Where it came from, each part only when known; null when the browser sent nothing. */
  readonly attribution: Attribution | null;
  /** Plain sentences for sorting; an empty list when none. Nothing was dropped because of them. */
  readonly spamSignals: readonly string[];
}

export function leadPayload({
  id,
  form,
  receivedAt,
  lead,
}: Pick<PendingWebhook, 'id' | 'form' | 'receivedAt' | 'lead'>): LeadWebhookPayload {
  return {
    schema: 'lead.v1',
    id,
    form,
    receivedAt: new Date(receivedAt).toISOString(),
    fields: lead.fields,
    attribution: lead.attribution ?? null,
    spamSignals: lead.spamSignals,
  };
}
