import { Section, siteConfig } from '@site/ui';
import { Link } from 'react-router-dom';
import { blogListing } from '../content/blogListing';

export function BlogListingPage() {
  return (
    <>
      <title>{`${blogListing.title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={blogListing.description} />
      <Section heading={blogListing.heading} headingLevel="h1" eyebrow={blogListing.subheading} intro={blogListing.intro}>
        <p>
          <Link to="/addBlog">New Blog</Link>
        </p>
      </Section>
    </>
  );
}
