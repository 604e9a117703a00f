/**
 * A form posted as plain HTML (issue 46): without its script, the browser sends the form's controls
 * urlencoded, every value a string, a ticked checkbox's name once per box and an unticked one not at
 * all. Each form (forms.ts) turns that into the object its script would have sent, so one schema
 * judges both. Names the form does not know (the shell's hidden fields) are left out.
 */

/** Every value posted under `name`, in order; [] when it was not posted. */
export type FormPostValues = (name: string) => readonly string[];

/** What a form's decoder gives: the object the script path sends, for the form's schema to judge. */
export type DecodedFormPost = Readonly<Record<string, unknown>>;

/** A text input, select or radio group posts one value: the first, or undefined when none was posted. */
export function firstValue(values: FormPostValues, name: string): string | undefined {
  return values(name)[0];
}

/** `names` as one value each (missing when not posted), so the schema gives each its own message. */
export function singleValues(values: FormPostValues, names: readonly string[]): Record<string, string> {
  const posted = names.map((name) => [name, firstValue(values, name)] as const);
  return Object.fromEntries(posted.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}
