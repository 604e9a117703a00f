import type { ComponentType } from 'react';
import { PageNotFound } from '@site/ui';
import { useLocation } from 'react-router-dom';
import { CareersPage } from './CareersPage';
import { ContactUsPage } from './ContactUsPage';
import { MissionAndVisionPage } from './MissionAndVisionPage';
import { OurStoryPage } from './OurStoryPage';
import { TeamPage } from './TeamPage';

const aboutPages: Readonly<Record<string, ComponentType>> = {
  '/our-story': OurStoryPage,
  '/our-mission-and-vision': MissionAndVisionPage,
  '/team': TeamPage,
  '/careers': CareersPage,
  '/contact-us': ContactUsPage,
};

export default function AboutRoute() {
  const Page = aboutPages[useLocation().pathname.toLowerCase()];
  return Page ? <Page /> : <PageNotFound />;
}
