declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.pdf' {
  const url: string;
  export default url;
}
/** A content collection: its folder's entry files, compiled at build time (devkit/src/markdown). A YAML collection's entries have no body. */
declare module '*/collection.yml' {
  const entries: readonly import('../src/markdown/entry').MarkdownEntry<unknown>[];
  export default entries;
}
/** A Markdown collection without its bodies: for lists and cards. */
declare module '*/collection.yml?data' {
  const entries: readonly import('../src/markdown/entry').MarkdownData<unknown>[];
  export default entries;
}
/** A collection's entries with only the fields its collection.yml lists under `list`: for lists and cards. */
declare module '*/collection.yml?list' {
  const entries: readonly { readonly slug: string; readonly data: unknown }[];
  export default entries;
}
