/**
 * The "Format" button of the New Blog screen: tidies a draft without changing its words —
 * trims each line, turns runs of spaces into one, and leaves at most one blank line between paragraphs.
 */
export function tidyText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
