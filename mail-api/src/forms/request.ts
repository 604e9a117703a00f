import { requestSchema, type RequestKind, type RequestSchema, type RequestSubmission } from '@site/form-schemas';
import { parseWithSchema, type ParseResult } from './fields';

/**
 * Minutes a demo's preferred time may lie in the past on arrival: the visitor may pick the
 * current minute and send a little later, and their clock may run behind ours.
 */
const preferredTimeGraceMinutes = 5;

export type RequestParseResult = ParseResult<RequestSubmission>;

/**
 * The schema only depends on `now` to the minute, and building a zod schema (which zod 4 compiles
 * on first use) costs far more than using one: keep the current minute's schema per kind.
 */
const cached = new Map<RequestKind, { minute: number; schema: RequestSchema }>();

function schemaAt(kind: RequestKind, now: Date): RequestSchema {
  const minute = Math.floor(now.getTime() / 60_000);
  const hit = cached.get(kind);
  if (hit && hit.minute === minute) return hit.schema;
  const schema = requestSchema(kind, now, { graceMinutes: preferredTimeGraceMinutes });
  cached.set(kind, { minute, schema });
  return schema;
}

/**
 * A demo or talk-to-an-expert request body, checked with the same schema as the browser form
 * (mail-api is the authority; the browser's check is a courtesy), judged at `now`.
 */
export function parseRequestSubmission(kind: RequestKind, body: unknown, now: Date): RequestParseResult {
  return parseWithSchema(schemaAt(kind, now), body);
}
