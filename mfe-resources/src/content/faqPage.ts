/**
 * The FAQ page (spec section 2: sections General, Product-Wise and Timesheet). Facts follow spec
 * sections 1, 4, 6 and 9; contact details come from siteConfig only. Item ids are unique across the page.
 */
import { siteConfig } from '@site/ui';
import type { FaqPageContent } from './types';

const { contact, mailboxes } = siteConfig;

export const faqPage: FaqPageContent = {
  path: '/faq',
  meta: {
    title: 'Frequently Asked Questions',
    description:
      'Answers about Wattlecare plans, the free trial, hosting, rostering, participant records, finance, HR and timesheets for NDIS and aged-care providers.',
  },
  heading: 'Frequently Asked Questions',
  intro:
    'Straight answers to the questions providers ask us most: about plans and the free trial, what each module does, and how timesheets get from a shift to a pay run. If your question is not here, our team is happy to help.',
  sections: [
    {
      title: 'General',
      faq: [
        {
          id: 'what-is-wattlecare',
          question: 'What is Wattlecare?',
          answer:
            'Wattlecare is a cloud workforce, participant and compliance platform for care providers. It is built on a customer-relationship cloud platform and hosted in Australia, and it brings together the jobs that usually sit in separate tools:',
          points: [
            'Rostering, clock-in and clock-out, and timesheets',
            'Participant records, service agreements, forms, incidents and documents',
            'HR operations, training, internal chat and e-signatures',
            'Accounting: payroll, invoicing, Single Touch Payroll and wage reports',
          ],
          conclusion: 'You choose the plan that covers the modules you need, and add more as you grow.',
        },
        {
          id: 'who-is-wattlecare-for',
          question: 'Who is Wattlecare for?',
          answer:
            'It is designed first for NDIS disability-support and aged-care providers: SIL and in-home support, day programs, home care and allied health practices. Childcare, ICT, retail and hospitality, multi-site businesses, manufacturing and construction organisations use it too.',
          conclusion:
            'The plans on our pricing page are for NDIS providers. For other industries, talk to our sales team and we will put together the right set-up.',
        },
        {
          id: 'free-trial',
          question: 'Is there a free trial?',
          answer:
            'Yes. The free trial runs for 7 days and needs no credit card. Choose Sign Up, tell us about your organisation and pick the features you want to try, such as Roster & Schedule or Timesheet. You can also ask for a demo as part of the sign-up.',
        },
        {
          id: 'plans-and-prices',
          question: 'What plans are there and what do they cost?',
          answer: 'There are three plans, each priced per user per month:',
          points: [
            'Essential, $9.99: suits providers who need a single module',
            'Professional, $19.99: suits providers using two or more modules',
            'Premium + AI (beta), $39.99: every module, with 24/7 dedicated support',
          ],
          conclusion: 'Every plan has a minimum of 5 users, and you can be billed monthly or annually in advance.',
        },
        {
          id: 'lms-addon',
          question: 'Is the learning management system included?',
          answer:
            'The T Learning Hub LMS is an optional addon you can add to any plan. Use it for induction, mandatory training and refreshers, with training content shown to each person according to their role.',
        },
        {
          id: 'hosting-and-security',
          question: 'Where is our data hosted and how is it protected?',
          answer:
            'Wattlecare is hosted in Australia and we follow ISO 27001-aligned practices for information security. Within the platform, access is role-based: each person sees what their job needs, and participants see only their own records.',
          conclusion: 'If your board or an auditor has specific security questions, our team can walk through them with you in a demo.',
        },
        {
          id: 'book-a-demo',
          question: 'How do I book a demo?',
          answer:
            'Use the Book a Demo page to choose a preferred time and the areas you are interested in, such as scheduling, accounting, HR or NDIS features. Our team replies within one business day.',
          conclusion: `You can also call sales on ${contact.salesPhone.display} (${contact.salesHours}) or e-mail ${mailboxes.sales}.`,
        },
        {
          id: 'support-hours',
          question: 'When can we reach support?',
          answer: 'There are a few ways to reach us:',
          points: [
            `Support hotline: ${contact.supportHotline.display}`,
            `Support e-mail: ${mailboxes.support}`,
            `Sales team: ${contact.salesPhone.display}, ${contact.salesHours}`,
          ],
          conclusion: 'The Premium + AI (beta) plan includes 24/7 dedicated support and a dedicated manager on support chat.',
        },
      ],
    },
    {
      title: 'Product-Wise',
      groups: [
        {
          title: 'Rostering',
          faq: [
            {
              id: 'roster-shift-types',
              question: 'Which shift types can we roster?',
              answer:
                'General, morning, afternoon, night, sleepover and custom shifts, including long-duration shifts. On top of those you can build:',
              points: [
                'Group shifts with several participants',
                'Recurring shifts',
                'Split shifts',
                'Expression-of-interest shifts that workers can put their hand up for from the app',
              ],
            },
            {
              id: 'roster-recurring-shifts',
              question: 'How do recurring shifts work?',
              answer:
                'Set a shift to repeat daily, weekly, fortnightly or monthly, and give it an end date. A common habit is to match the end date to the participant’s plan or service agreement, so the roster never runs past the funding.',
            },
            {
              id: 'roster-auto-scheduling',
              question: 'Can Wattlecare fill the roster for us?',
              answer:
                'Auto-scheduling suggests workers for open shifts based on their availability and the skills the shift needs. Your roster manager reviews the suggestions before anything is published, so the final call stays with the people who know your participants.',
            },
            {
              id: 'roster-what-staff-see',
              question: 'What do support workers see?',
              answer:
                'Staff see only their own schedules. They can clock in and out, submit leave and view their shifts in the mobile app, but they cannot reach financial modules.',
            },
          ],
        },
        {
          title: 'Participants & compliance',
          faq: [
            {
              id: 'participant-records',
              question: 'What is kept in a participant record?',
              answer: 'Each participant has one record that holds:',
              points: [
                'Profile and journal',
                'Funding and service agreements',
                'Documents with expiry dates',
                'Risk profile and feedback',
                'Status: active, inactive or archived',
              ],
              conclusion: 'Participants who log in see only their own plan, schedules, messages and feedback.',
            },
            {
              id: 'incident-management',
              question: 'How does Incident Management work?',
              answer:
                'Staff report incidents from the app or the web. An incident stays editable while it is open and is locked once it is resolved or closed, so the record cannot be changed after the fact. Who can see an incident depends on their permissions.',
              conclusion: 'Incident Management is included in the Professional and Premium + AI (beta) plans, not in Essential.',
            },
            {
              id: 'repository-and-t-sign',
              question: 'How are documents and signatures handled?',
              answer:
                'The Repository stores policies, templates and files. Access can be granted to roles or to individuals, and only the document owner or an authorised administrator can delete a file. T-sign collects e-signatures, and signed documents are viewable only by authorised users such as admins or HR.',
              conclusion:
                'Repository and T-sign are not in the Essential plan. T-sign support for PDF and Word files is on Premium + AI (beta) only.',
            },
            {
              id: 'custom-forms',
              question: 'Can we build our own forms?',
              answer:
                'Yes. Forms can include text fields, dropdowns, checkboxes, radio buttons, file uploads and digital signatures, for things like intake, home safety checks or progress notes. Creating, editing and submitting form templates are all permission-controlled.',
              conclusion: 'Parts of Forms are not included in the Essential plan.',
            },
          ],
        },
        {
          title: 'Finance',
          faq: [
            {
              id: 'accounting-module',
              question: 'What does the Accounting module cover?',
              answer: 'Accounting brings finance into the same platform as your rosters and timesheets:',
              points: ['Payroll with Single Touch Payroll', 'Invoicing and the ledger', 'Bank file export', 'Wage reports to Excel'],
              conclusion: 'Accounting is not included in the Essential plan.',
            },
            {
              id: 'invoices-and-claims',
              question: 'Who handles invoices and claims?',
              answer:
                'The Accountant role covers the finance modules: billing, invoicing, claims and reporting. Invoices move through draft, issued or received, so everyone can see where each one is.',
            },
            {
              id: 'bank-feed',
              question: 'Which plans include the bank feed?',
              answer:
                'The bank feed is available only on the Premium + AI (beta) plan. Bank file export is part of Accounting on the Professional and Premium + AI (beta) plans.',
            },
          ],
        },
        {
          title: 'HR & people',
          faq: [
            {
              id: 'hr-operations',
              question: 'What does HR Operations cover?',
              answer:
                'Recruitment, onboarding, leave, training and personnel records. The HR Manager role looks after these, along with user access rights.',
            },
            {
              id: 'leave-requests',
              question: 'How do leave requests work?',
              answer:
                'Staff submit leave from the app and the request goes to the approvers your organisation sets. Approved leave is visible when rostering, so nobody is offered a shift while they are away.',
            },
            {
              id: 'performance-reviews',
              question: 'Can we run performance reviews in Wattlecare?',
              answer:
                'Yes. Organisation administrators start performance reviews, which include a self-assessment and input from a reviewer and an approver. Facility and organisation admins can also create and assign performance goals.',
            },
            {
              id: 'internal-chat',
              question: 'Is there internal messaging?',
              answer:
                'Chat is secure internal messaging, so rostering and shift messages stay off personal phones and group texts. Admins can see detailed chat message logs.',
              conclusion: 'Parts of Chat are not included in the Essential plan.',
            },
          ],
        },
        {
          title: 'Plans & modules',
          faq: [
            {
              id: 'essential-plan-limits',
              question: 'What is not included in the Essential plan?',
              answer: 'Essential suits providers who need a single module. It does not include:',
              points: ['Accounting', 'Bank feed', 'Incident Management', 'Repository', 'T-sign', 'Parts of Forms and Chat'],
              conclusion: 'If you need two or more modules, Professional is usually the better fit.',
            },
            {
              id: 'premium-only-features',
              question: 'What do we get only on Premium + AI (beta)?',
              answer: 'Premium + AI (beta) includes every module, plus:',
              points: ['The bank feed', 'T-sign support for PDF and Word files', '24/7 dedicated support with a dedicated manager'],
            },
            {
              id: 'ai-features',
              question: 'What can the AI features do?',
              answer:
                'AI features are in development and marked as coming soon. They are not yet available on any plan, including Premium + AI (beta). We will announce them in our release notes when they arrive.',
            },
          ],
        },
      ],
    },
    {
      title: 'Timesheet',
      faq: [
        {
          id: 'timesheet-how-generated',
          question: 'How are timesheets created?',
          answer:
            'Timesheets are generated from shift activity, so workers do not fill them in from scratch. Each one draws on the rostered shift, the worker’s clock-in and clock-out, breaks, allowances and any travel logged during the shift.',
        },
        {
          id: 'timesheet-approval',
          question: 'How are timesheets approved?',
          answer: 'Approval can be manual or automatic, and you can approve:',
          points: [
            'Per person, for all of a worker’s shifts in the period',
            'Per shift, after checking times, breaks and allowances',
            'In bulk, for shifts that need no changes',
          ],
          conclusion: 'Automatic approval suits routine shifts that match the roster. Keep reviewing the exceptions each period.',
        },
        {
          id: 'timesheet-supervisor-sign-off',
          question: 'Does a supervisor need to sign off a shift?',
          answer:
            'Yes. Supervisor sign-off is needed before a shift submission is final, so someone who knows the shift has confirmed it before the hours reach payroll.',
        },
        {
          id: 'timesheet-breaks',
          question: 'How are breaks handled?',
          answer:
            'Breaks are added to the shift and marked as paid or unpaid. The timesheet uses that setting to calculate payable hours, so a 30-minute unpaid meal break, for example, is taken out of the paid time.',
        },
        {
          id: 'timesheet-sleepover-allowance',
          question: 'How is the sleepover allowance paid?',
          answer:
            'Rostering a shift as a sleepover applies the sleepover allowance of $66.02 per night. It carries through from the roster to the timesheet and on to payroll, so it is not left to memory at the end of the fortnight.',
        },
        {
          id: 'timesheet-vehicle-reimbursement',
          question: 'How do workers claim travel?',
          answer:
            'Workers log kilometres against the shift in the mobile app and choose the vehicle type, Electric or Fuel. Vehicle reimbursement is calculated at $0.99 per km and appears on the timesheet for approval.',
        },
        {
          id: 'timesheet-clock-in-problems',
          question: 'What if a worker cannot clock in?',
          answer:
            'Clock-in and clock-out are geo-verified, and workers get a reminder about 15 minutes before their scheduled login and logout. If the app cannot confirm a worker’s location, for example because of poor signal, they can send a manual sign-in request.',
          conclusion: 'A team member reviews each manual sign-in request before it counts towards the timesheet.',
        },
        {
          id: 'timesheet-payroll-and-reports',
          question: 'What happens to timesheets after approval?',
          answer: 'Approved timesheets flow into the Accounting module, where you can:',
          points: [
            'Run payroll and report through Single Touch Payroll',
            'Export a bank file to pay wages',
            'Export wage reports to Excel',
          ],
          conclusion: 'Accounting is included in the Professional and Premium + AI (beta) plans.',
        },
      ],
    },
  ],
};
