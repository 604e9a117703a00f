import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { webhookDir, webhookSecret } from './environment';
import type { StoredWebhookRequest } from './webhookReceiver';

/** Requests the webhook receiver has stored, oldest first, optionally only those `filter` keeps. */
export function receivedWebhooks(filter: (request: StoredWebhookRequest) => boolean = () => true): StoredWebhookRequest[] {
  const files = readdirSync(webhookDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((file) => JSON.parse(readFileSync(path.join(webhookDir, file), 'utf8')) as StoredWebhookRequest).filter(filter);
}

/** A header's one value (Node gives repeated headers as a list; these are sent once). */
export function headerOf(request: StoredWebhookRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Checks `Lead-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` as a CRM would.
 * Written here from the documented scheme rather than imported from mail-api (not a package e2e can
 * import), so a slip in mail-api's own signer or verifier cannot hide here. Returns why it fails, if it does.
 */
export function leadSignatureProblem(request: StoredWebhookRequest, secret = webhookSecret): string | undefined {
  const header = headerOf(request, 'Lead-Signature') ?? '';
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return `malformed header "${header}"`;
  const [, timestamp, given] = match as unknown as [string, string, string];
  // Signed when sent: a few minutes' tolerance, as the scheme asks of receivers.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return `timestamp ${timestamp} is not recent`;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${request.rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? undefined : 'HMAC mismatch';
}
