/**
 * Each feature page's card: the module's name, one sentence and the hero image. The home page's
 * features slider shows these, so it loads this file rather than fifteen pages of copy; each feature
 * page takes its name, summary and hero image from here, so the two never disagree.
 */
import rosterManagementHero from '../../assets/features/roster-management-hero.svg';
import timesheetHero from '../../assets/features/timesheet-hero.svg';
import adminConsoleHero from '../../assets/features/admin-console-hero.svg';
import accessControlPanelHero from '../../assets/features/access-control-panel-hero.svg';
import hrOperationsHero from '../../assets/features/hr-operations-hero.svg';
import tSignHero from '../../assets/features/t-sign-hero.svg';
import clockInAndClockOutHero from '../../assets/features/clock-in-and-clock-out-hero.svg';
import participantManagementHero from '../../assets/features/participant-management-hero.svg';
import incidentManagementHero from '../../assets/features/incident-management-hero.svg';
import roleBasedDashboardHero from '../../assets/features/role-based-dashboard-hero.svg';
import chatHero from '../../assets/features/chat-hero.svg';
import myProfileHero from '../../assets/features/my-profile-hero.svg';
import formsHero from '../../assets/features/forms-hero.svg';
import accountingHero from '../../assets/features/accounting-hero.svg';
import tLearningHubHero from '../../assets/features/t-learning-hub-hero.svg';
import type { FeatureCardContent } from '../types';

export const featureCards = {
  rosterManagement: {
    page: 'Roster Management',
    summary: 'Auto-schedule every shift type against availability, qualifications and the participant’s plan.',
    image: {
      src: rosterManagementHero,
      width: 560,
      height: 400,
      alt: 'A fortnightly roster with colour-coded shifts for four support workers and a confirmation that a shift was filled.',
    },
  },
  timesheet: {
    page: 'Timesheet',
    summary: 'Timesheets generated from real shift activity and approved per person, per shift or in bulk.',
    image: {
      src: timesheetHero,
      width: 560,
      height: 400,
      alt: 'A timesheet list with approved and pending lines, a bulk-approve button, a clock and a summary of approved hours.',
    },
  },
  adminConsole: {
    page: 'Admin Console',
    summary: 'Facilities, users, shift rules and allowances configured in one place by your administrators.',
    image: {
      src: adminConsoleHero,
      width: 560,
      height: 400,
      alt: 'An admin console with a settings menu, three facility cards with on and off toggles, and a list of users with their roles.',
    },
  },
  accessControlPanel: {
    page: 'Access Control Panel',
    summary: 'Role-based access, so each person sees the records their job needs and nothing more.',
    image: {
      src: accessControlPanelHero,
      width: 560,
      height: 400,
      alt: 'A permissions grid of five roles against four modules with ticks and crosses, beside a shield with a padlock.',
    },
  },
  hrOperations: {
    page: 'HR Operations',
    summary: 'Recruitment, onboarding, screening checks, leave and performance reviews: everything HR does for your care workforce.',
    image: {
      src: hrOperationsHero,
      width: 560,
      height: 400,
      alt: 'A staff directory of four profile cards, one with an expired check, beside a leave calendar and a verified screening document.',
    },
  },
  tSign: {
    page: 'T-sign',
    summary: 'E-signatures for service agreements, consents and contracts, kept where only authorised people can see them.',
    image: {
      src: tSignHero,
      width: 560,
      height: 400,
      alt: 'An agreement being signed with a pen, a green verified seal and a phone showing the same signed document.',
    },
  },
  clockInAndClockOut: {
    page: 'Clock In & Clock Out',
    summary: 'Geo-verified clock-in and clock-out from the support worker’s phone, with reminders before every shift.',
    image: {
      src: clockInAndClockOutHero,
      width: 560,
      height: 400,
      alt: 'A phone with a large clock-in button and a map, next to a participant’s home inside a dashed location boundary and a confirmation that the location was verified.',
    },
  },
  participantManagement: {
    page: 'Participant Management',
    summary: 'One record per participant: profile, funding, service agreements, risks, documents and progress notes.',
    image: {
      src: participantManagementHero,
      width: 560,
      height: 400,
      alt: 'A participant record with a profile card, a funding chart, a risk gauge and a stack of documents with an expiry date.',
    },
  },
  incidentManagement: {
    page: 'Incident Management',
    summary: 'Record incidents on the spot, follow them through and lock the record once they are resolved or closed.',
    image: {
      src: incidentManagementHero,
      width: 560,
      height: 400,
      alt: 'An incident report form with a warning symbol, severity options and an attachment, beside a status trail that moves from open to under review, resolved and locked.',
    },
  },
  roleBasedDashboard: {
    page: 'Role Based Dashboard',
    summary: 'Everyone logs in to the shifts and numbers that matter to their role, and nothing they should not see.',
    image: {
      src: roleBasedDashboardHero,
      width: 560,
      height: 400,
      alt: 'A dashboard with cards for upcoming, ongoing and finished shifts, an activity chart, a staff list and a role switcher.',
    },
  },
  chat: {
    page: 'Chat',
    summary: 'Secure internal messaging that keeps shift questions and handovers out of personal text messages.',
    image: {
      src: chatHero,
      width: 560,
      height: 400,
      alt: 'A chat window with a list of conversations and unread badges, messages back and forth, a shared document, a typing indicator and a padlock for secure messaging.',
    },
  },
  myProfile: {
    page: 'My Profile',
    summary: 'Each worker’s own details, documents, leave, reimbursements, goals and recognition in one place.',
    image: {
      src: myProfileHero,
      width: 560,
      height: 400,
      alt: 'A worker’s profile card with contact details and documents, beside cards for leave taken, a vehicle reimbursement and an award.',
    },
  },
  forms: {
    page: 'Forms',
    summary: 'Turn paper checklists and consent forms into digital forms with file uploads and signatures.',
    image: {
      src: formsHero,
      width: 560,
      height: 400,
      alt: 'A form builder with a palette of field types, and a checkbox field being dragged onto a form with a dropdown, radio buttons, a file upload and a signature box.',
    },
  },
  accounting: {
    page: 'Accounting',
    summary: 'Payroll, invoicing, ledger and Single Touch Payroll, built on the shifts your team actually worked.',
    image: {
      src: accountingHero,
      width: 560,
      height: 400,
      alt: 'A ledger of credits and debits with a total, a chart of pay runs, a cloud upload confirmed with a tick for Single Touch Payroll and a stack of coins.',
    },
  },
  tLearningHub: {
    page: 'T Learning Hub',
    summary: 'Training courses and role-based content that keep every worker’s skills current.',
    image: {
      src: tLearningHubHero,
      width: 560,
      height: 400,
      alt: 'A laptop playing a training video, with a progress bar and a list of lessons, two completed and one in progress, beside a graduation cap and a stack of books.',
    },
  },
} as const satisfies Record<string, FeatureCardContent>;

/** The cards in the order of the spec's route table (and of the feature pages). */
export const featureCardList: readonly FeatureCardContent[] = [
  featureCards.rosterManagement,
  featureCards.timesheet,
  featureCards.adminConsole,
  featureCards.accessControlPanel,
  featureCards.hrOperations,
  featureCards.tSign,
  featureCards.clockInAndClockOut,
  featureCards.participantManagement,
  featureCards.incidentManagement,
  featureCards.roleBasedDashboard,
  featureCards.chat,
  featureCards.myProfile,
  featureCards.forms,
  featureCards.accounting,
  featureCards.tLearningHub,
];
