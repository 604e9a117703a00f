import journey from '../../assets/about/our-story-journey.svg';
import firstVersion from '../../assets/about/our-story-first-version.svg';
import participantsIncidents from '../../assets/about/our-story-participants-incidents.svg';
import payrollStp from '../../assets/about/our-story-payroll-stp.svg';
import rostersByHand from '../../assets/about/our-story-rosters-by-hand.svg';
import today from '../../assets/about/our-story-today.svg';
import type { OurStoryContent } from './types';

export const ourStory: OurStoryContent = {
  path: '/our-story',
  meta: {
    title: 'Our Story',
    description:
      'How a roster rebuilt by hand every Friday at a Canberra disability-support provider became Wattlecare, the workforce, participant and compliance platform for NDIS and aged-care providers.',
  },
  heading: 'Our Story',
  intro:
    'Wattlecare was not planned in a boardroom. It started with one coordinator, one spreadsheet and a roster that never quite matched the timesheets, and grew one provider request at a time.',
  wideImage: {
    src: journey,
    width: 1200,
    height: 420,
    alt: 'A timeline of five milestones: a paper roster filled in by hand, the first rostering app on a laptop, a participant record beside an incident report, a timesheet turning into a payslip reported to the government, and a map of Australia with a pin on Canberra under a secure cloud.',
  },
  chapters: [
    {
      year: '2018',
      title: 'A roster rebuilt by hand, every Friday',
      paragraphs: [
        'At a disability-support provider in Canberra, a support coordinator spent every Friday afternoon rebuilding the next fortnight’s roster: checking who was available, who had a current NDIS Worker Screening check, and which participants needed a worker they already knew.',
        'By Monday a sick call or a changed appointment had undone part of it, and the timesheets that came back never quite matched what had been rostered, so the same hours were checked again before payroll and again before claiming.',
      ],
      image: {
        src: rostersByHand,
        width: 480,
        height: 320,
        alt: 'A paper roster full of handwritten shifts and crossed-out cells, a pencil, a clock at five o’clock and a phone showing missed calls.',
      },
    },
    {
      year: '2019',
      title: 'The first version: one roster everyone could see',
      paragraphs: [
        'We built a small web app to fix that one job. Coordinators built the roster on a calendar, the app checked availability and expired checks before a shift went out, and support workers saw their own shifts on their phones.',
        'Timesheets came from the shifts actually worked, so the Monday reconciliation shrank to a quick review.',
      ],
      image: {
        src: firstVersion,
        width: 480,
        height: 320,
        alt: 'The paper roster giving way to a roster calendar on a laptop, with a phone confirming a shift to a support worker.',
      },
    },
    {
      year: '2021',
      title: 'Participant records and incident reporting',
      paragraphs: [
        'Providers using the roster asked to keep participant plans, funding, service agreements and progress notes in the same place, so the worker on shift could see what mattered for the person they were supporting.',
        'Incident reporting followed: workers report from the field, managers investigate, and a record is locked once it is resolved or closed, ready for the NDIS Quality and Safeguards Commission and for audits against the NDIS Practice Standards.',
      ],
      image: {
        src: participantsIncidents,
        width: 480,
        height: 320,
        alt: 'A participant profile with funding progress linked to an incident report that is marked resolved and locked.',
      },
    },
    {
      year: '2022',
      title: 'Payroll and Single Touch Payroll',
      paragraphs: [
        'Finance teams were still retyping approved timesheets into a separate payroll system. We added accounting, so approved hours, allowances and reimbursements flow into pay runs and are reported through Single Touch Payroll.',
        'Invoicing, bank file export and wage reports to Excel came next, all from the same shift records.',
      ],
      image: {
        src: payrollStp,
        width: 480,
        height: 320,
        alt: 'An approved timesheet becoming a payslip, which is then reported to a government building, with a tick to show it was accepted.',
      },
    },
    {
      year: '2025',
      title: 'Today: one platform, hosted in Australia',
      paragraphs: [
        'Wattlecare now covers rostering, timesheets, clock in and out, HR, participants, incidents, forms, e-signatures, training, chat and accounting for NDIS and aged-care providers across Australia.',
        'It is built on a CRM cloud platform, hosted in Australia and run with ISO 27001-aligned practices, because the records our customers keep are about people who trust them.',
      ],
      image: {
        src: today,
        width: 480,
        height: 320,
        alt: 'A map of Australia with providers marked across the country, a pin on Canberra, a secure cloud with a shield and a phone showing reminders.',
      },
    },
  ],
  closing: {
    heading: 'Still built around the coordinator',
    text: 'Every feature we add is tested against the question that started Wattlecare: does it give the person running the roster, the payroll or the audit more time for the people they support? If you run a care team and have a job you still do by hand, we would like to hear about it.',
  },
};
