import { siteConfig } from '@site/site-config';

/** Another form of the page's content, e.g. the blog's RSS feed: `<link rel="alternate">` in <head>. */
export interface AlternateLink {
  /** Its media type, e.g. `application/rss+xml`. */
  readonly type: string;
  /** What a feed reader or browser names it, e.g. "Wattlecare blog". */
  readonly title: string;
  /** Its address on the site, e.g. `/blog/feed.xml` (kept as written: the page may be served on any origin). */
  readonly href: string;
}

export interface PageHeadProps {
  /** The page's own title; the brand is appended. */
  readonly title: string;
  readonly description: string;
  readonly alternates?: readonly AlternateLink[];
}

/**
 * The route's <title>, meta description and alternate links (React 19 hoists them into <head>).
 * The shell's server writes the same tags into the composed <head>; React adopts a tag in <head>
 * whose attributes match instead of adding its own, so the two must stay alike.
 */
export function PageHead({ title, description, alternates = [] }: PageHeadProps) {
  return (
    <>
      <title>{`${title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={description} />
      {alternates.map(({ type, title: name, href }) => (
        <link key={`${type} ${href}`} rel="alternate" type={type} title={name} href={href} />
      ))}
    </>
  );
}
