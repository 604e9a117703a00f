import hero from '../../assets/roles/hr-manager-hero.svg';
import type { RolePageContent } from '../types';

export const hrManager: RolePageContent = {
  path: '/hr-manager',
  meta: {
    title: 'Wattlecare for HR managers in care organisations',
    description: 'Recruitment, onboarding, leave, training, personnel records and user access rights for support workers and office staff.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare helps HR managers hire and onboard support workers. Every check, course and contract stays on one record. It is all ready for the next audit.',
  hero: {
    title: 'HR Manager',
    heading: 'Hire, onboard and keep support workers compliant without the paper trail',
    description:
      'HR managers in care organisations carry the weight of worker screening, training and contracts. Wattlecare moves candidates from application to first shift on one record and keeps every check, course and signature there for the next audit.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A three-column pipeline moving candidates from applied to onboarding to active, with a leave calendar.',
    },
  },
  details: {
    heading: 'What HR managers do in Wattlecare',
    points: [
      {
        title: 'Recruitment',
        description: 'Track candidates from application to offer and turn a successful applicant into a staff record.',
      },
      {
        title: 'Onboarding',
        description:
          'Collect the NDIS Worker Screening Check, First Aid and other documents with their expiry dates, and send contracts and policies through T-sign.',
      },
      {
        title: 'Leave',
        description: 'Leave requests go to approvers, and approved leave shows on the roster so nobody is booked while away.',
      },
      {
        title: 'Training',
        description: 'Assign induction and refresher courses in T Learning Hub by role and see who is overdue.',
      },
      {
        title: 'Personnel records and access',
        description:
          'Keep contracts, reviews and signed documents on the staff record, and set each person’s access rights in the Access Control Panel.',
      },
    ],
  },
  access: {
    heading: 'What an HR manager can and cannot reach',
    can: [
      'Recruitment, onboarding and personnel records for all staff',
      'Leave requests and approvals',
      'Training assignments and completion records',
      'Signed documents, which are viewable only by authorised users such as admins or HR',
      'User access rights: which roles and people can see each module and record',
    ],
    cannot: [
      'Reach the finance modules: payroll runs, invoicing, claims and the ledger sit with the Accountant',
      'Build or publish rosters, which belong to the roster manager',
      'Change organisation-wide settings reserved for the administrator',
      'Edit an incident once it has been resolved or closed',
    ],
  },
  modules: ['HR Operations', 'T Learning Hub', 'T-sign', 'Access Control Panel', 'My Profile'],
};
