import { Section, siteConfig } from '@site/ui';
import { Link } from 'react-router-dom';
import { ourStory } from '../content/ourStory';

export function OurStoryPage() {
  return (
    <>
      <title>{`${ourStory.title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={ourStory.description} />
      <Section heading={ourStory.heading} headingLevel="h1">
        {ourStory.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </Section>
    </>
  );
}
