import type { Attribution, SubmissionContext, VisitorForm } from '@site/form-schemas';
import disposableDomains from 'disposable-email-domains/index.json';
import wildcardDomains from 'disposable-email-domains/wildcard.json';

/**
 * What the internal e-mails add to a submission's fields (issue 21): where it came from, and plain
 * spam signals for sales to sort by. The signals never drop a submission: browser autofill makes
 * real people fast too, and a throwaway address may still be a real enquiry. Only the honeypot drops.
 */

/** Under this from the form's first render to its submit, a person rarely types; autofill can. */
const fastSubmitMs = 3000;

const throwawayDomains = new Set(disposableDomains);

/** Whether the address's domain (or a parent of it) is on the throwaway list. */
export function isThrowawayEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (throwawayDomains.has(domain)) return true;
  // The wildcard list holds domains whose every subdomain is throwaway too.
  return wildcardDomains.some((parent) => domain.endsWith(`.${parent}`) || domain === parent);
}

/** A link (scheme, www. or a bare domain with a path) or markup: what a bot puts in a name field. */
const linkPattern = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.[a-z]{2,}\/|[<>]/i;

export function hasLinkOrMarkup(value: string): boolean {
  return linkPattern.test(value);
}

export interface SignalInput extends SubmissionContext {
  readonly email: string;
  /** The form's name fields (name, first/last name), whatever the form calls them. */
  readonly names: readonly string[];
}

/** Each signal as a plain sentence for the e-mail (and later the webhook), in a fixed order. */
export function spamSignals({ renderedForMs, email, names }: SignalInput): string[] {
  const signals: string[] = [];
  if (renderedForMs !== undefined && renderedForMs < fastSubmitMs) {
    signals.push(`Sent ${(renderedForMs / 1000).toFixed(1)} s after the form appeared (under ${fastSubmitMs / 1000} s).`);
  }
  if (names.some(hasLinkOrMarkup)) signals.push('A link or markup in a name field.');
  if (isThrowawayEmail(email)) signals.push('A throwaway e-mail domain.');
  return signals;
}

/** A submission's signals, its name fields and address found through the form's declaration. */
export function spamSignalsOf<Submission extends SubmissionContext & { readonly email: string }>(
  form: Pick<VisitorForm<Submission>, 'nameFieldNames'>,
  submission: Submission,
): string[] {
  const names = form.nameFieldNames.map((field) => (submission as Record<string, unknown>)[field]).filter((v) => typeof v === 'string');
  return spamSignals({ ...submission, names });
}

/** Values are from the visitor's browser: one line each, so they cannot fake more lines. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** The "Where this came from" lines, each known item only; "Not known" when the browser sent none. */
export function attributionLines(attribution: Attribution | undefined): string[] {
  const { utm } = attribution ?? {};
  const items: Array<[string, string | undefined]> = [
    ['Sent from page', attribution?.page],
    ['First page of visit', attribution?.landingPage],
    ['Pages viewed', attribution?.pagesViewed?.join(' → ')],
    ['Referring site', attribution?.referrerOrigin],
    ['utm_source', utm?.source],
    ['utm_medium', utm?.medium],
    ['utm_campaign', utm?.campaign],
    ['utm_term', utm?.term],
    ['utm_content', utm?.content],
  ];
  const known = items.filter((item): item is [string, string] => item[1] !== undefined);
  const width = Math.max(0, ...known.map(([label]) => label.length)) + 2;
  return known.length > 0 ? known.map(([label, value]) => `${`${label}:`.padEnd(width)}${oneLine(value)}`) : ['Not known.'];
}

/** The two sections the internal e-mails end with, blank-line separated, ready to spread into their text. */
export function submissionContextSection<Submission extends SubmissionContext & { readonly email: string }>(
  form: Pick<VisitorForm<Submission>, 'nameFieldNames'>,
  submission: Submission,
): string[] {
  return contextLines(submission.attribution, spamSignalsOf(form, submission));
}

function contextLines(attribution: Attribution | undefined, signals: readonly string[]): string[] {
  return [
    'Where this came from',
    ...attributionLines(attribution),
    '',
    'Spam signals (shown for sorting; nothing was dropped)',
    ...(signals.length > 0 ? signals.map((signal) => `- ${signal}`) : ['None.']),
  ];
}
