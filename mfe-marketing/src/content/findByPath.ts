/** The entry with `path`, compared without regard to case (the router matches that way too). */
export function findByPath<T extends { readonly path: string }>(entries: readonly T[], path: string): T | undefined {
  const wanted = path.toLowerCase();
  return entries.find((entry) => entry.path.toLowerCase() === wanted);
}
