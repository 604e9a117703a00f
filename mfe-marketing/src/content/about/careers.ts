import careersImage from '../../assets/about/careers.svg';
import type { CareersContent } from './types';

export const careers: CareersContent = {
  path: '/careers',
  meta: {
    title: 'Careers',
    description:
      'Work at Wattlecare, building rostering, participant and payroll software for NDIS and aged-care providers. No roles are open right now, but we welcome resumes.',
  },
  heading: 'Careers',
  intro:
    'We build the software that support coordinators, HR teams and payroll officers in the care sector use every day. We hire people who want their work to make a care provider’s week easier, whether they write code, answer the support hotline or have run a roster themselves.',
  openingsLine: 'Current openings : None',
  resume: {
    heading: 'Send us your resume',
    text: 'We have no open roles right now, but we keep good applications on file and contact people first when a role opens. Email your resume to our careers mailbox and tell us which kind of work you are interested in.',
  },
  resumeEmail: 'careers@wattlecare.example.com',
  resumeSubject: 'Resume: expression of interest',
  include: {
    heading: 'What to include',
    items: [
      'Your resume as a PDF or Word document',
      'A short note on the kind of role you are looking for (for example engineering, customer success, implementation, support or payroll)',
      'Any experience in disability support, aged care, rostering or payroll, even if it was not in a software company',
      'Where you are based and whether you can work from Canberra or prefer remote work within Australia',
      'Links to work you are proud of, if you have them',
    ],
  },
  whyUs: {
    heading: 'Why work with us',
    points: [
      {
        title: 'Work that matters to real people',
        description: 'What you build decides whether a support worker turns up to the right shift and gets paid correctly for it.',
      },
      {
        title: 'Sector knowledge on the team',
        description:
          'You work next to former support coordinators and payroll specialists, so you learn how NDIS funding, the SCHADS Award and audits actually work.',
      },
      {
        title: 'Small team, clear ownership',
        description: 'You own a piece of the product or a group of customers from start to finish and see the results in the next release.',
      },
      {
        title: 'Security and privacy taken seriously',
        description:
          'We handle sensitive participant and worker information, and we follow ISO 27001-aligned practices in everything we build and run.',
      },
    ],
  },
  image: {
    src: careersImage,
    width: 480,
    height: 320,
    alt: 'An empty job board next to an envelope holding a resume and a paper plane on its way.',
  },
};
