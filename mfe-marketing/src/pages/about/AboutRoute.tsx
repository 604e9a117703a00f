import { PageNotFound, useAddress } from '@site/ui';
import { aboutPages } from '../../content/about';
import { findByPath } from '../../content/findByPath';
import { CareersPage } from './CareersPage';
import { ContactUsPage } from './ContactUsPage';
import { MissionAndVisionPage } from './MissionAndVisionPage';
import { OurStoryPage } from './OurStoryPage';
import { TeamPage } from './TeamPage';

/** A company page, in the template its file's `layout` names. */
export default function AboutRoute() {
  const content = findByPath(aboutPages, useAddress().pathname);
  switch (content?.layout) {
    case 'story':
      return <OurStoryPage content={content} />;
    case 'mission-and-vision':
      return <MissionAndVisionPage content={content} />;
    case 'team':
      return <TeamPage content={content} />;
    case 'careers':
      return <CareersPage content={content} />;
    case 'contact':
      return <ContactUsPage content={content} />;
    default:
      return <PageNotFound />;
  }
}
