import hero from '../../assets/roles/accountant-hero.svg';
import type { RolePageContent } from '../types';

export const accountant: RolePageContent = {
  path: '/accountant',
  meta: {
    title: 'Wattlecare for accountants and finance teams',
    description:
      'Billing, invoicing, claims and reporting from approved timesheets, with payroll, Single Touch Payroll, bank feed and bank file export.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare pays staff and bills for supports from the same approved hours. Pay runs, NDIS claims and reports use one set of numbers. No one types the hours in twice.',
  hero: {
    title: 'Accountant',
    heading: 'Pay staff and bill for supports from the same approved hours',
    description:
      'Finance teams in care providers reconcile three versions of the same fortnight. In Wattlecare the approved timesheet drives both payroll and the invoice, so pay runs, NDIS claims and reports start from one set of numbers.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'An invoice with line items and a total, a rising line chart, a bank building and a stack of coins.',
    },
  },
  details: {
    heading: 'What accountants do in Wattlecare',
    points: [
      {
        title: 'Payroll',
        description:
          'Run pay from approved timesheets with allowances such as the sleepover allowance of $66.02 per night and vehicle reimbursement at $0.99 per km, then report through Single Touch Payroll.',
      },
      {
        title: 'Invoicing and billing',
        description:
          'Raise invoices for delivered supports against each participant’s service agreement and follow them as draft, issued or received.',
      },
      {
        title: 'Claims',
        description:
          'Prepare claims for agency-managed supports and invoices for plan managers and self-managed participants from the same delivered hours.',
      },
      {
        title: 'Ledger and bank',
        description: 'Keep the ledger current, match payments through the bank feed on Premium and export bank files for pay runs.',
      },
      {
        title: 'Reporting',
        description: 'Export wage reports to Excel and hand the board and auditors figures that tie back to shifts.',
      },
    ],
  },
  access: {
    heading: 'What an accountant can and cannot reach',
    can: [
      'The finance modules: billing, invoicing, claims and reporting',
      'Payroll, the ledger, Single Touch Payroll, bank feed and bank file export',
      'Approved timesheet hours, allowances and reimbursements for pay and billing',
      'Finance figures on the Role Based Dashboard',
    ],
    cannot: [
      'Build, change or publish rosters',
      'Read or edit progress notes, incident reports or participants’ clinical details',
      'Change personnel records or users’ access rights',
      'Change organisation settings reserved for the administrator',
    ],
  },
  modules: ['Accounting', 'Timesheet', 'Role Based Dashboard'],
};
