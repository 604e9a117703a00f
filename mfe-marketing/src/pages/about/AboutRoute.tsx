import type { ComponentType } from 'react';
import { PageNotFound, useAddress } from '@site/ui';
import { careers } from '../../content/about/careers';
import { contactUs } from '../../content/about/contactUs';
import { missionAndVision } from '../../content/about/missionAndVision';
import { ourStory } from '../../content/about/ourStory';
import { team } from '../../content/about/team';
import { CareersPage } from './CareersPage';
import { ContactUsPage } from './ContactUsPage';
import { MissionAndVisionPage } from './MissionAndVisionPage';
import { OurStoryPage } from './OurStoryPage';
import { TeamPage } from './TeamPage';

/** Each about page's component, by the address its content gives it. */
const aboutPages: Readonly<Record<string, ComponentType>> = {
  [ourStory.path]: OurStoryPage,
  [missionAndVision.path]: MissionAndVisionPage,
  [team.path]: TeamPage,
  [careers.path]: CareersPage,
  [contactUs.path]: ContactUsPage,
};

export default function AboutRoute() {
  const Page = aboutPages[useAddress().pathname.toLowerCase()];
  return Page ? <Page /> : <PageNotFound />;
}
