import { siteConfig } from '../config/site';

export interface PageHeadProps {
  /** The page's own title; the brand is appended. */
  readonly title: string;
  readonly description: string;
}

/** The route's <title> and meta description (React 19 hoists them into <head>). */
export function PageHead({ title, description }: PageHeadProps) {
  return (
    <>
      <title>{`${title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
