import details1 from '../../assets/features/accounting-details-1.svg';
import details2 from '../../assets/features/accounting-details-2.svg';
import details3 from '../../assets/features/accounting-details-3.svg';
import block1 from '../../assets/features/accounting-block-1.svg';
import block2 from '../../assets/features/accounting-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const accounting: FeaturePageContent = {
  path: '/accounting',
  meta: {
    title: 'Accounting, payroll and invoicing for care providers',
    description:
      'Run payroll from approved timesheets with Single Touch Payroll, invoice for supports, keep the ledger, and export bank files and wage reports to Excel.',
  },
  hero: {
    page: featureCards.accounting.page,
    title: 'Accounting',
    heading: 'Pay staff and bill for supports from the same record of work',
    description:
      'Accounting picks up where the roster and timesheets leave off. Approved hours become pay runs and invoices, payroll is reported through Single Touch Payroll, and the ledger keeps finance and coordinators working from the same numbers.',
    descriptionPoints: [
      'Payroll with Single Touch Payroll reporting',
      'Invoices tracked as draft, issued or received',
      'Ledger, bank feed and bank file export',
      'Wage reports exported to Excel',
    ],
    conclusion: 'Accounting is not part of the Essential plan, and Bank Feed is included only with Premium + AI (beta).',
    image: featureCards.accounting.image,
  },
  selectedTool: {
    heading: 'The finance tools in Accounting',
    intro: 'Built for the way care providers are paid and pay their people: by the shift, the hour and the allowance.',
    tools: [
      {
        title: 'Payroll',
        description: 'Pay runs built from approved timesheets, so rostered, worked and paid hours line up.',
        pointsData: [
          'Pay items set up for your award and agreements, such as SCHADS Award classifications',
          'Sleepover allowance of $66.02 per night carried through from the shift',
          'Paid and unpaid breaks treated as they were recorded',
        ],
      },
      {
        title: 'Single Touch Payroll',
        description: 'Report each pay run’s payroll information to the ATO through Single Touch Payroll, as part of the pay run.',
      },
      {
        title: 'Invoicing',
        pointsData: [
          { title: 'Built from delivered supports', description: 'Invoices start from the shifts and services recorded.' },
          { title: 'Clear status', description: 'Every invoice is draft, issued or received, so finance knows where it stands.' },
        ],
        conclusion: 'Coordinators and finance look at the same invoice instead of comparing spreadsheets.',
      },
      {
        title: 'Ledger, bank feed and bank files',
        descriptionPoints: [
          'A ledger of the organisation’s transactions',
          'Bank feed for bringing bank transactions in to reconcile (Premium + AI (beta) only)',
          'Bank file export, ready to upload to your bank for paying staff',
        ],
      },
      {
        title: 'Wage reports to Excel',
        description: 'Export wage reports to Excel for your accountant, your auditors or a board report.',
      },
    ],
  },
  details: {
    title: 'Finance that starts with the shift',
    description:
      'Because payroll and invoicing read the same shifts and timesheets as the roster, there is no rekeying between systems. What was rostered and approved is what gets paid and billed.',
    images: [
      {
        src: details1,
        width: 320,
        height: 240,
        alt: 'An invoice beside three status labels: draft with a pencil, issued with an arrow and received with a tick.',
      },
      {
        src: details2,
        width: 320,
        height: 240,
        alt: 'A bank connected by sync arrows to a ledger list of credits and debits.',
      },
      {
        src: details3,
        width: 320,
        height: 240,
        alt: 'A spreadsheet of wage figures with a download button, for a wage report exported to Excel.',
      },
    ],
    points: ['Invoices tracked as draft, issued or received', 'Bank feed on Premium + AI (beta)', 'Wage reports exported to Excel'],
  },
  section3: [
    {
      title: 'Pay runs from approved timesheets',
      description:
        'Timesheets are generated from shift activity and approved per person, per shift or in bulk. Approved hours, allowances and breaks flow into the pay run, and the pay run is reported through Single Touch Payroll.',
      points: ['No retyping of hours', 'Sleepover allowance applied per night', 'Single Touch Payroll reporting with each pay run'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A timesheet, a payroll calculator and a confirmed upload for Single Touch Payroll in sequence, with four paid staff ticked below.',
      },
    },
    {
      title: 'Bank file export',
      description:
        'When the pay run is final, export a bank file and upload it to your bank to pay everyone in one batch, instead of keying each payment by hand.',
      conclusion: 'Fewer manual payments means fewer chances to pay the wrong amount or the wrong account.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A list of staff payments with a total, turned into a bank file and sent to a bank, with a padlock.',
      },
    },
  ],
  faqSection: {
    title: 'Accounting questions',
    faqData: [
      {
        id: 'accounting-plans',
        question: 'Which plans include Accounting and Bank Feed?',
        answer:
          'Accounting is not part of the Essential plan. Bank Feed is included only with Premium + AI (beta). All plans are priced per user per month with a minimum of 5 users.',
      },
      {
        id: 'accounting-single-touch-payroll',
        question: 'Does payroll support Single Touch Payroll?',
        answer:
          'Yes. Payroll in Wattlecare includes Single Touch Payroll, so payroll information is reported to the ATO as part of each pay run.',
      },
      {
        id: 'accounting-invoice-status',
        question: 'How do we know where an invoice is up to?',
        answer: 'Every invoice has a status: draft, issued or received. Finance can see at a glance which invoices still need work.',
      },
      {
        id: 'accounting-sleepover-pay',
        question: 'How are sleepover shifts paid?',
        answer:
          'A shift rostered as a sleepover carries the sleepover allowance of $66.02 per night into the timesheet and pay run, with any active hours recorded separately.',
      },
      {
        id: 'accounting-exports',
        question: 'Can we get payroll data out for our accountant or bank?',
        answer: 'Yes. Export wage reports to Excel, and export a bank file to upload to your bank for paying staff.',
      },
    ],
  },
};
