import type { RequestHandler } from 'express';
import type { ErrorBody } from './httpErrors';

/**
 * Issue 57: how deep a JSON body may nest. A form's deepest member is attribution.utm.source (three
 * levels); a 32 kB body could otherwise nest 16,000 deep, and any code that walks it by recursion
 * (canonical JSON, a schema, a logger) would overflow the stack: a 500 instead of the client's fault.
 */
export const maxJsonBodyDepth = 16;

export const jsonBodyTooDeepMessage = `JSON body nested too deeply (more than ${maxJsonBodyDepth} levels)`;

/** Whether `value` has arrays or objects nested more than `limit` deep. Walks with a stack of its own, so any depth is safe. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ readonly value: unknown; readonly depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const member of Object.values(next.value)) pending.push({ value: member, depth });
  }
  return false;
}

/** After the JSON parser: a body nested deeper than any form's is refused (400) before anything reads it. */
export const refuseDeepJsonBodies: RequestHandler = (req, res, next) => {
  if (nestsDeeperThan(req.body, maxJsonBodyDepth)) {
    res.status(400).json({ error: jsonBodyTooDeepMessage } satisfies ErrorBody);
    return;
  }
  next();
};
