import { trialSchema, type TrialSubmission } from '@site/form-schemas';
import { parseWithSchema, type ParseResult } from './fields';

export type TrialParseResult = ParseResult<TrialSubmission>;

/** The free-trial sign-up body, checked with the dialog's own schema. */
export function parseTrialSubmission(body: unknown): TrialParseResult {
  return parseWithSchema(trialSchema, body);
}
