/** Entries in the order their `order` field gives, then by file name (the order two equal numbers keep). */
export function byOrder<Entry extends { readonly slug: string; readonly data: { readonly order: number } }>(
  entries: readonly Entry[],
): readonly Entry[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
}
