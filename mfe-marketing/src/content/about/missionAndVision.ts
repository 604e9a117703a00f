import howWeWork from '../../assets/about/how-we-work.svg';
import mission from '../../assets/about/mission.svg';
import values from '../../assets/about/values.svg';
import vision from '../../assets/about/vision.svg';
import type { MissionAndVisionContent } from './types';

export const missionAndVision: MissionAndVisionContent = {
  path: '/our-mission-and-vision',
  meta: {
    title: 'Our Mission & Vision',
    description:
      'Why Wattlecare exists: to give NDIS and aged-care providers back the hours lost to rosters, timesheets and paperwork, with records that stand up to audit.',
  },
  heading: 'Our Mission & Vision',
  intro:
    'Care providers carry a heavy administrative load: rosters, timesheets, service agreements, incident reports, payroll and audits. We build Wattlecare so that load takes less time, and so the time saved goes back to participants and the workers who support them.',
  entries: [
    {
      title: 'Mission',
      data: [
        'To give coordinators, HR and finance teams at NDIS and aged-care providers back the hours they spend reconciling rosters, timesheets and records by hand.',
        'We do it with one platform where a shift, the participant it supports, the worker who delivers it, the timesheet and the pay all come from the same record, so nothing has to be typed twice.',
      ],
      image: {
        src: mission,
        width: 480,
        height: 320,
        alt: 'A support worker and a participant who uses a wheelchair, with a heart between them, a completed roster card and a clock turned back to show time returned.',
      },
    },
    {
      title: 'Vision',
      data: [
        'A care sector where providers of every size, from a small team of support workers to a multi-site organisation, run on connected, audit-ready records instead of spreadsheets and paper forms.',
        'Where meeting the NDIS Practice Standards and the aged-care quality standards is a by-product of doing the work well, not a separate job before each audit.',
      ],
      image: {
        src: vision,
        width: 480,
        height: 320,
        alt: 'A road leading to a rising sun, with four homes linked to one central point by dotted lines.',
      },
    },
    {
      title: 'Values',
      data: [
        'Participants first: every feature is judged by whether it helps someone receive safe, consistent support.',
        'Privacy by default: participant and worker information is kept in Australia, shown only to the people whose role needs it, and handled with ISO 27001-aligned practices.',
        'Plain honesty: we say what the product does today, what is in beta and what is not built yet.',
        'Work alongside providers: we design with coordinators, support workers, HR and finance staff, not just for them.',
      ],
      image: {
        src: values,
        width: 480,
        height: 320,
        alt: 'Four cards for our values: a heart, a shield with a tick, a magnifying glass with a tick and two people side by side.',
      },
    },
    {
      title: 'How we work',
      data: [
        'We ship small, regular releases and publish what changed in our release notes.',
        'Customer feedback goes straight to the product team; many features, from sleepover allowances to sign-in reminders, started as a provider’s request.',
        'Our customer success and implementation people include former support coordinators, so setup starts from how your roster and funding really work.',
        'Changes that touch pay, participant records or access rights are reviewed for security and compliance before they are released.',
      ],
      image: {
        src: howWeWork,
        width: 480,
        height: 320,
        alt: 'A task board with cards moving from to-do to done, beside two chat messages and three team members.',
      },
    },
  ],
};
