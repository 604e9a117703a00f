import type { ArticleContent } from '../types';

/** Blog post 4: the costs of poor workforce management that no single report shows. */
export const article4: ArticleContent = {
  postId: 4,
  path: '/blogPost4',
  meta: {
    title: 'Hidden costs of poor workforce management in care',
    description:
      'Turnover, expired checks, overtime, leave gaps and unrecorded training quietly drain care providers. How to spot each cost early, with a monthly health check.',
  },
  readingMinutes: 4,
  endsWithDemoLink: false,
  body: [
    {
      kind: 'paragraph',
      text: 'Wages appear on every report a care provider runs. The costs sitting underneath them usually do not: the job ad for a worker who left after six weeks, the shift cancelled because a First Aid certificate lapsed, the overtime paid because leave was approved without anyone checking the roster. Each looks small on the day. Over a year they add up to real money, real compliance risk and, most of all, tired teams.',
    },
    {
      kind: 'paragraph',
      text: 'Like the bulk of an iceberg, these costs are below the waterline because they are spread across HR, rostering and finance, and no one person sees them all. Here are five that matter most, with the signs that show them early.',
    },
    { kind: 'heading', text: 'Turnover: the biggest cost, and the hardest to see' },
    {
      kind: 'paragraph',
      text: 'Replacing a support worker means advertising, interviewing, reference and screening checks, onboarding, orientation and buddy shifts, and weeks before the new person is as confident as the one who left. Participants pay too, in lost familiarity and routines that have to be explained again. Many of the reasons workers give for leaving can be fixed by the organisation: rosters that change without warning, pay that is late or wrong, feeling unsupported after a difficult incident, and no path to learn or progress. Watch for these early warning signs:',
    },
    {
      kind: 'list',
      items: [
        'A worker declining more offered shifts than usual',
        'Repeated pay queries or timesheet disputes from the same person',
        'Leave requests left unanswered for days',
        'New starters who have not finished induction training in their first weeks',
        'Performance reviews that are overdue or were never started',
      ],
    },
    {
      kind: 'quote',
      text: 'We assumed our turnover problem was about pay. When we looked properly, it was rosters that changed every other day and leave requests that sat in someone’s inbox.',
      cite: '— HR manager, aged-care and disability provider, South East Queensland',
    },
    { kind: 'heading', text: 'Expired checks and compliance risk' },
    {
      kind: 'paragraph',
      text: 'A care workforce carries a long list of things that expire: NDIS Worker Screening clearances, First Aid and CPR certificates, driver licences and vehicle insurance for workers who transport participants, medication and manual-handling training, and visa work rights. Rostering someone whose check has lapsed is a breach that cannot be undone after the shift, and the NDIS Quality and Safeguards Commission expects registered providers to be able to show that workers in risk-assessed roles hold a current clearance.',
    },
    {
      kind: 'paragraph',
      text: 'When expiry dates sit in a spreadsheet, they are usually discovered in one of two ways: during an audit, or on the morning a coordinator tries to fill a shift. The fix is to hold every expiry date against the worker’s profile, alert HR well before the date arrives, and warn the rostering team before a worker with a lapsed check can be published onto a shift.',
    },
    { kind: 'heading', text: 'Overtime and pay errors' },
    {
      kind: 'paragraph',
      text: 'Overtime under the SCHADS Award is often a symptom rather than a decision. It happens when nobody can see a worker’s hours for the week at the moment a shift is offered, or when cover is found in a hurry. Pay errors have similar roots: timesheets approved in bulk without being checked against the roster, manual sign-in requests nobody reviewed, sleepover allowances missed, and kilometres driven with participants never claimed.',
    },
    {
      kind: 'paragraph',
      text: 'Underpayment is the costly direction. It brings back pay, time spent on corrections through Single Touch Payroll and possible Fair Work scrutiny, and it damages trust with the very workers you are trying to keep. A practical habit is to treat allowances as rules, not memory: in Wattlecare the sleepover allowance ($66.02 per night) and vehicle reimbursement ($0.99 per km) are set once and applied from the shift record.',
    },
    { kind: 'heading', text: 'Leave handling that quietly creates gaps' },
    {
      kind: 'paragraph',
      text: 'Leave requested by text message or in a corridor conversation tends to be approved by someone who cannot see the roster. The gap appears a week later, when the shift is still assigned to a worker who is on leave, and it becomes another last-minute fill at a higher rate. Requests should go to an approver through one channel, be visible to the roster managers, and, once approved, stop the worker being offered shifts for those dates. Workers benefit too: a quick, clear answer to a leave request is one of the cheapest retention tools there is.',
    },
    { kind: 'heading', text: 'Training that never gets recorded' },
    {
      kind: 'paragraph',
      text: 'Training does two jobs. It is one of the reasons workers stay, and it is evidence that they have the skills the NDIS Practice Standards expect. Training that was delivered but not recorded counts for little at audit, and training that was never assigned shows up as an incident. Keep completions against each worker, make mandatory modules visible to the roles that need them, and tie participant-specific requirements, such as manual handling or mealtime management, to the shifts that need them. Wattlecare’s T Learning Hub, available as an optional LMS addon, does this alongside the roster.',
    },
    { kind: 'heading', text: 'A monthly workforce health check' },
    {
      kind: 'paragraph',
      text: 'None of these costs needs a big project to bring under control. A short monthly review, shared between HR, rostering and finance, catches most of them while they are still small:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        'List the checks and certificates that expire in the next 60 days, and book the renewals now.',
        'Compare each worker’s rostered hours with their contracted hours to spot overtime before it is worked.',
        'Clear every pending leave request and confirm cover for the approved ones.',
        'Review timesheets awaiting approval and manual sign-in requests before the pay run, not after.',
        'Check induction and mandatory training completion for everyone who started in the last three months.',
        'Look at who left this month, how long they stayed and what they said on the way out.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Run it for three months and you will know which of these costs are largest in your organisation, and which fixes are paying for themselves. The point is not another report for its own sake. It is to move the costs above the waterline, where the people who can fix them can finally see them.',
    },
  ],
};
