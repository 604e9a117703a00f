import type { ArticleContent } from '../types';

/** Blog post 3: where manual rostering leaks time and money. */
export const article3: ArticleContent = {
  postId: 3,
  path: '/blogPost3',
  meta: {
    title: 'The real cost of manual rostering for care providers',
    description:
      'Coordinator hours, SCHADS penalty rates, last-minute fills, sleepovers and payroll errors: where spreadsheet rostering costs NDIS providers time and money.',
  },
  readingMinutes: 5,
  endsWithDemoLink: true,
  body: [
    {
      kind: 'paragraph',
      text: 'Manual rostering never appears as a line item. The spreadsheet costs nothing, the group chat costs nothing, and the coordinator was going to be at work anyway. Yet most providers who roster by hand can feel where it hurts: Friday afternoons lost to the next fortnight’s roster, early-morning phone calls to cover a sick worker, pay corrections that trace back to a swap nobody wrote down, and participants who meet a new face more often than they should.',
    },
    {
      kind: 'paragraph',
      text: 'None of those costs is dramatic on its own. Added together over a year, they are often the largest avoidable expense in a care business. Here is where they come from.',
    },
    { kind: 'heading', text: 'Coordinator hours: the cost nobody invoices' },
    {
      kind: 'paragraph',
      text: 'Take, as an illustration, a provider with 40 support workers, 60 participants and two rostering coordinators. Suppose the fortnightly roster takes each coordinator most of a day to build, and each sick call or swap takes about twenty minutes of calls and texts. With ten changes a week, that is more than three hours a week on changes alone, before anyone has checked an expiry date or answered a timesheet query. Your numbers will differ, so track them for one fortnight; the total usually surprises people. The time tends to go here:',
    },
    {
      kind: 'list',
      items: [
        'Ringing or texting workers one at a time to fill an open shift',
        'Checking availability and approved leave in a separate calendar or inbox',
        'Confirming that NDIS Worker Screening, First Aid and training are current before assigning someone',
        'Answering “what time am I on tomorrow?” messages that a roster app would answer itself',
        'Re-keying the finished roster into payroll and billing at the end of the fortnight',
      ],
    },
    { kind: 'heading', text: 'SCHADS penalty rates and last-minute fills' },
    {
      kind: 'paragraph',
      text: 'Under the SCHADS Award, when a shift is worked changes what it costs. Evening and night shifts, weekends and public holidays attract penalty rates, and hours beyond a worker’s ordinary hours, or shifts without the required break in between, can attract overtime. A spreadsheet shows a name in a cell. It does not show that the name you just typed turns an ordinary shift into an overtime one.',
    },
    {
      kind: 'paragraph',
      text: 'Last-minute fills make it worse. When a worker calls in sick at six in the morning, the coordinator rings whoever is likely to answer. That person may be a part-timer already close to their ordinary hours for the week, so the shift is paid at overtime rates, or someone who finished a late shift a few hours earlier, which raises a fatigue risk as well as a cost. A Saturday shift given to a worker with hours to spare costs noticeably less than the same shift given to someone who has already worked their week, and under pressure, nobody has time to work out which is which.',
    },
    { kind: 'heading', text: 'Sleepovers: small errors that repeat every night' },
    {
      kind: 'paragraph',
      text: 'Sleepovers carry their own rules: a flat allowance for each night, separate payment for any time a worker is woken to provide support, and conditions on the shifts either side. In a spreadsheet a sleepover is often entered as a plain overnight shift and fixed by hand at payroll, which works until the person who knows how to fix it goes on leave.',
    },
    {
      kind: 'paragraph',
      text: 'Because sleepovers repeat, so do their errors. A supported independent living house with one sleepover a night has 365 of them a year. If the allowance is missed on a few nights a month, the result is an underpayment that has to be found and back-paid; if the whole night is paid as active hours, the provider overpays every time. Wattlecare marks the shift as a sleepover, applies the allowance per night ($66.02 in the current release), records active time separately and carries both to the timesheet.',
    },
    { kind: 'heading', text: 'Errors that flow into payroll and claims' },
    {
      kind: 'paragraph',
      text: 'The roster is the first record in a chain. If it is wrong, the timesheet is wrong, the pay run is wrong, Single Touch Payroll reports the wrong figures, and the invoice or claim no longer matches the support that was delivered. The later an error is found, the more places it has to be corrected. A typical chain after one unrecorded swap:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Two workers agree a swap in the group chat, and the spreadsheet keeps the original name.',
        'The timesheet is built from the spreadsheet, so the original worker is paid for a shift they did not work.',
        'The worker who did the shift queries their pay, and a correction goes through the next pay run and Single Touch Payroll.',
        'The progress note is written under one name while the claim carries another.',
        'Months later, an audit sample for that participant does not reconcile, and someone spends an afternoon working out why.',
      ],
    },
    {
      kind: 'quote',
      text: 'The roster was right in my head and wrong in three other places. Every swap I forgot to write down turned into a payroll fix two weeks later.',
      cite: '— Rostering coordinator, Western Sydney SIL provider',
    },
    { kind: 'heading', text: 'Continuity of care is a cost too' },
    {
      kind: 'paragraph',
      text: 'Participants do better with workers who know them: their routines, how they communicate, what their behaviour support plan asks for, how they like their morning to run. When rostering is done in a hurry, shifts go to whoever is free, and continuity slips. The costs do not show up on a report, but they are real: more incidents when an unfamiliar worker misses a cue, complaints from families, participants who move to another provider, and workers who feel like fill-ins and leave.',
    },
    { kind: 'heading', text: 'What changes when rostering is automated' },
    {
      kind: 'list',
      items: [
        'Auto-scheduling ranks workers by availability, qualifications, participant preference and distance, and favours workers the participant already knows.',
        'Open shifts go out as expressions of interest to qualified workers on the app, instead of a phone tree.',
        'Clash, fatigue and expired-check warnings appear before a shift is published, not at payroll.',
        'Recurring shifts repeat daily, weekly, fortnightly or monthly with an end date, so the base roster builds itself.',
        'Sleepovers, paid and unpaid breaks and every shift type flow straight into timesheets and payroll.',
        'Workers get a reminder 15 minutes before their scheduled sign-in and sign-out.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'The clearest way to see what manual rostering costs you is to measure one fortnight: hours spent building and changing the roster, shifts paid at overtime that did not need to be, and pay corrections traced back to the roster. Then bring those numbers to a demo. We will rebuild a week of your roster in Wattlecare with you, so you can compare it with the spreadsheet side by side.',
    },
  ],
};
