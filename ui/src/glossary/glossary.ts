/**
 * The site's abbreviations and what they stand for (WCAG 2.2 3.1.4 Abbreviations, AAA): the one
 * list for the marketing pages (`GlossaryText`) and the Markdown collections (devkit's
 * `abbreviations` plugin). Plain data and string functions, no React, so devkit's build can use it.
 *
 * The rule, on every page:
 * - The first time a term appears in the page's body text (paragraphs, summaries, point lists,
 *   card texts), it is written out: "National Disability Insurance Scheme (NDIS)", the
 *   abbreviation in an `<abbr title>`. Later uses are a bare `<abbr title>`.
 * - Headings, eyebrows, card titles, menus, link labels and buttons keep the bare abbreviation (the
 *   spec fixes several of them, e.g. "NDIS Staff", "HR Manager"). When a heading is the first use,
 *   the body text after it carries the expansion.
 * - A text that already contains the expansion ("Australian Privacy Principles (APPs)") counts as
 *   the written-out use: nothing is doubled.
 * - Each island (FAQ accordion, slider) is a scope of its own: it hydrates as its own React root, so
 *   its root (`IslandRoot`, the same on the server and in the browser) starts a fresh
 *   `GlossaryScope`, and the first use of a term in the island's body text (an FAQ answer, a card
 *   text) is written out there too. A term may thus be written out twice on a page, once in the
 *   page's body and once in an island: accepted, since a visitor may open an answer without
 *   having read the page above it, and the server's HTML and the browser's render always agree.
 * - A term matches as a whole word, case-sensitively, with an optional plural "s": "APPs" is the
 *   plural of APP, but "APPS", "HRM" or "SILK" are not terms.
 */

export interface GlossaryEntry {
  /** The abbreviation as written, e.g. "NDIS". */
  readonly term: string;
  /** What it stands for, written as it reads mid-sentence (proper nouns capitalised). */
  readonly expansion: string;
  /** The plural's expansion, when adding "s" to `expansion` is wrong. */
  readonly plural?: string;
}

export const glossary: readonly GlossaryEntry[] = [
  { term: 'NDIS', expansion: 'National Disability Insurance Scheme' },
  { term: 'NDIA', expansion: 'National Disability Insurance Agency' },
  { term: 'SIL', expansion: 'Supported Independent Living' },
  { term: 'SDA', expansion: 'Specialist Disability Accommodation' },
  { term: 'SCHADS', expansion: 'Social, Community, Home Care and Disability Services Industry' },
  { term: 'AN-ACC', expansion: 'Australian National Aged Care Classification' },
  { term: 'ABN', expansion: 'Australian Business Number' },
  { term: 'APP', expansion: 'Australian Privacy Principle' },
  { term: 'OAIC', expansion: 'Office of the Australian Information Commissioner' },
  { term: 'ATO', expansion: 'Australian Taxation Office' },
  { term: 'STP', expansion: 'Single Touch Payroll' },
  { term: 'HR', expansion: 'human resources', plural: 'human resources' },
  { term: 'CRM', expansion: 'customer relationship management' },
  { term: 'ICT', expansion: 'information and communications technology' },
  { term: 'LMS', expansion: 'learning management system' },
  { term: 'SaaS', expansion: 'software as a service' },
  { term: 'API', expansion: 'application programming interface' },
  { term: 'SOC', expansion: 'System and Organization Controls' },
  { term: 'CPR', expansion: 'cardiopulmonary resuscitation' },
  { term: 'PDF', expansion: 'Portable Document Format' },
  { term: 'WCAG', expansion: 'Web Content Accessibility Guidelines' },
];

/** A piece of a text: plain words, or a term (written out first when `expansion` is set). */
export type GlossarySegment =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'abbr';
      /** The term as written in the text ("APPs"). */
      readonly text: string;
      /** The `title`: what it stands for. */
      readonly title: string;
      /** Written before it, as "expansion (term)", at its first use on the page. */
      readonly expansion?: string;
    };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const byTerm = new Map(glossary.map((entry) => [entry.term, entry]));

// Longest first, so "AN-ACC" wins over a shorter term at the same place. Not inside a word (letters,
// digits, or a hyphenated word before it); an optional plural "s"; not followed by a letter or digit.
const termPattern = new RegExp(
  `(?<![A-Za-z0-9-])(${[...byTerm.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(s?)(?![A-Za-z0-9])`,
  'g',
);

const titleOf = (entry: GlossaryEntry, plural: boolean) => (plural ? (entry.plural ?? `${entry.expansion}s`) : entry.expansion);

/** The glossary's terms that `text` uses, by abbreviation or written out, in the order they first appear. */
export function glossaryTermsIn(text: string): string[] {
  const found = new Map<string, number>();
  const lower = text.toLowerCase();
  for (const entry of glossary) {
    const at = lower.indexOf(entry.expansion.toLowerCase());
    if (at >= 0) found.set(entry.term, at);
  }
  for (const match of text.matchAll(termPattern)) {
    const term = match[1] ?? '';
    if (!found.has(term) || (found.get(term) ?? 0) > match.index) found.set(term, match.index);
  }
  return [...found.entries()].sort((a, b) => a[1] - b[1]).map(([term]) => term);
}

/** Whether `text` already writes `entry` out (so its first use needs no expansion added). */
const writesOut = (text: string, entry: GlossaryEntry) => text.toLowerCase().includes(entry.expansion.toLowerCase());

/** Sentence start: the text's start, or after ". ", "! ", "? " or ": ". */
const startsSentence = (before: string) => before.trim() === '' || /[.!?:]\s+$/.test(before);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `text` cut into plain pieces and terms. `claim(term)` says whether this text is the one that
 * writes `term` out on its page (the first to ask, for a page's scope); it is asked once per term,
 * in the order the terms appear. Only the first use in the text is written out, and only when the
 * text does not already contain the expansion.
 */
export function segmentGlossaryText(text: string, claim: (term: string) => boolean): GlossarySegment[] {
  const claimed = new Set<string>();
  for (const term of glossaryTermsIn(text)) if (claim(term)) claimed.add(term);

  const segments: GlossarySegment[] = [];
  let last = 0;
  for (const match of text.matchAll(termPattern)) {
    const term = match[1] ?? '';
    const entry = byTerm.get(term);
    if (!entry) continue;
    const plural = match[2] === 's';
    const before = text.slice(last, match.index);
    if (before) segments.push({ kind: 'text', text: before });
    const title = titleOf(entry, plural);
    if (claimed.has(term) && !writesOut(text, entry)) {
      claimed.delete(term);
      const expansion = startsSentence(text.slice(0, match.index)) ? capitalise(title) : title;
      segments.push({ kind: 'abbr', text: match[0], title, expansion });
    } else segments.push({ kind: 'abbr', text: match[0], title });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** A claim for one document: the first text to ask for a term writes it out. */
export function firstUseClaim(): (term: string) => boolean {
  const seen = new Set<string>();
  return (term) => {
    if (seen.has(term)) return false;
    seen.add(term);
    return true;
  };
}
