/**
 * The full text of the two whitepapers on /whitepapers. `make.ts` renders each one to a PDF in
 * `src/assets/whitepapers`. Typographic quotes and dashes are fine here: the renderer normalises them.
 */
import { siteConfig } from '../../../ui/src/config/site';

export type PaperParagraph = { readonly kind: 'paragraph'; readonly text: string };
export type PaperList = { readonly kind: 'list'; readonly ordered?: boolean; readonly items: readonly string[] };

export type PaperBlock =
  | PaperParagraph
  | PaperList
  | { readonly kind: 'subheading'; readonly text: string }
  /** A shaded box for worked examples; kept on one page. */
  | { readonly kind: 'example'; readonly title: string; readonly blocks: readonly (PaperParagraph | PaperList)[] };

export interface PaperSection {
  readonly heading: string;
  readonly blocks: readonly PaperBlock[];
}

export interface PaperText {
  /** File name without extension, in `src/assets/whitepapers`. */
  readonly file: string;
  readonly title: string;
  readonly subtitle: string;
  /** Running footer text. */
  readonly shortTitle: string;
  /** PDF metadata subject. */
  readonly subject: string;
  readonly keywords: readonly string[];
  readonly sections: readonly PaperSection[];
}

const p = (text: string): PaperParagraph => ({ kind: 'paragraph', text });
const ul = (...items: string[]): PaperList => ({ kind: 'list', items });
const ol = (...items: string[]): PaperList => ({ kind: 'list', ordered: true, items });
const sub = (text: string): PaperBlock => ({ kind: 'subheading', text });

const { brand, contact, mailboxes } = siteConfig;

/** The closing section of both papers. */
const aboutWattlecare = (focus: string): PaperSection => ({
  heading: `About ${brand.name}`,
  blocks: [
    p(
      `${brand.name} is a cloud workforce, participant and compliance platform for NDIS disability-support and aged-care providers, built on a CRM cloud platform and hosted in Australia, with ISO 27001-aligned security practices. ${focus}`,
    ),
    ul(
      `Try it free for 7 days, with no credit card needed: start at ${brand.siteUrl}.`,
      `Book a demo at ${brand.siteUrl}/requestDemo and we will reply within one business day.`,
      `Email ${mailboxes.enquiries} or call our sales team on ${contact.salesPhone.display} (${contact.salesHours}).`,
    ),
  ],
});

export const auditReady: PaperText = {
  file: 'audit-ready-ndis-practice-standards',
  title: 'Audit-ready every day: a practical guide to the NDIS Practice Standards for growing providers',
  subtitle:
    'How to turn the Practice Standards into everyday habits and records, so that an audit checks the work you already do instead of stopping it for a month.',
  shortTitle: 'Audit-ready every day',
  subject:
    'A practical guide to meeting the NDIS Practice Standards as a registered provider grows: governance, participant records, worker screening and training, incidents and complaints, and a 90-day plan.',
  keywords: ['NDIS Practice Standards', 'NDIS audit', 'NDIS Quality and Safeguards Commission', 'compliance', 'disability support'],
  sections: [
    {
      heading: 'Why “audit-ready every day”',
      blocks: [
        p(
          'Many registered NDIS providers meet their audits the same way. A date is set, a folder is opened, and for several weeks the people who should be rostering, supervising and supporting participants are instead chasing signatures, printing policies and rebuilding training records. The audit passes and the gaps reopen the following Monday.',
        ),
        p(
          'This guide argues for a different habit. The NDIS Practice Standards describe how a good provider works every day, not what it should look like on audit day. If the evidence is produced as a by-product of ordinary work – a progress note written at the end of a shift, a screening clearance recorded when a worker is onboarded, an incident closed with its actions – then preparing for an audit becomes a matter of pulling reports, not building them.',
        ),
        p(
          'It is written for providers in the middle: large enough that the founder no longer knows every participant and worker by name, small enough that there is no dedicated quality team. If you employ somewhere between 15 and 150 workers and are registered, or planning to register, for one or more registration groups, most of what follows applies to you.',
        ),
        p(
          'A note on currency: the Practice Standards, the rules made under the NDIS Act and the guidance of the NDIS Quality and Safeguards Commission are reviewed from time to time. Treat this guide as a way of working, and check the Commission’s current publications for the exact wording of any requirement.',
        ),
      ],
    },
    {
      heading: 'How the Practice Standards are put together',
      blocks: [
        p(
          'The Practice Standards are organised into modules. Providers delivering higher-risk supports work to the Core Module, which has four parts: Rights and Responsibilities; Provider Governance and Operational Management; Provision of Supports; and the Support Provision Environment. Supplementary modules apply on top, depending on what you deliver – for example High Intensity Daily Personal Activities, Implementing Behaviour Support Plans, Specialist Behaviour Support, Early Childhood Supports, Specialised Support Coordination and Specialist Disability Accommodation.',
        ),
        p(
          'Which audit you face depends on your registration groups. Lower-risk supports are generally assessed by verification: a desktop review of evidence such as qualifications, insurance, and your incident, complaints and risk management. Higher-risk supports, such as assistance with daily personal activities, go through certification. An approved quality auditor assesses you against the Core Module and any supplementary modules, first reviewing documents and then assessing practice, which includes talking to participants and workers. A mid-term audit follows during the registration period.',
        ),
        p(
          'Each standard has an outcome and a set of quality indicators. The indicators are what auditors assess against, and they describe observable practice: plans are reviewed, workers are supervised, complaints are acknowledged and resolved. An auditor is looking less for a policy that says you do something than for evidence that you do it, consistently, for every participant and worker in the sample. For every indicator, an auditor is in effect asking three questions:',
        ),
        ol(
          'Is there a documented way of doing this, suited to the size of your organisation and the risks of your supports?',
          'Do your workers know it and follow it?',
          'Can you show records proving it happened, for the participants and workers chosen in the sample?',
        ),
        p(
          'The third question is usually the hard one. A set of policies can be written in a fortnight; a year of consistent records cannot be produced after the fact.',
        ),
      ],
    },
    {
      heading: 'Governance and operational management: the backbone',
      blocks: [
        p(
          'The governance part of the Core Module is where growing providers feel the most strain, because it assumes systems that a small team runs informally. The good news is that each element comes down to a small number of routine records.',
        ),
        ul(
          'Risk management: a risk register naming real risks – a participant with complex health needs who lives alone, one coordinator holding every roster, a worker pool concentrated in one suburb – with owners, controls and review dates. Review it at a set meeting and minute the review.',
          'Quality management: an improvement register fed by incidents, complaints, feedback and audits, showing what changed and whether it worked.',
          'Information management: participant records that are accurate, current and stored securely, with access limited to the people who need them, and a retention approach you can explain.',
          'Feedback and complaints: a process participants actually know about, in formats they can use, with every complaint logged, acknowledged, resolved and reviewed for trends.',
          'Incident management: a system that covers all incidents, not only reportable ones, with reportable incidents notified to the NDIS Commission within the required timeframes.',
          'Human resource management: position descriptions, screening, induction, training, supervision and performance records for every worker.',
          'Continuity of supports: a plan for the sick call, the broken-down car or the coordinator who resigns, so that each participant’s critical supports continue.',
          'Emergency and disaster management: plans that consider each participant’s needs in a heatwave, bushfire, flood or outbreak, tested and communicated.',
        ),
        p(
          'Governance also means the people in charge can see what is going on. An owner or board that reviews a monthly one-page report – open incidents, complaints, worker checks about to expire, overdue plan reviews, training completion – is practising governance. A board that learns about a serious incident from an auditor is not.',
        ),
      ],
    },
    {
      heading: 'Rights and the participant’s record',
      blocks: [
        p(
          'The Rights and Responsibilities and Provision of Supports parts of the Core Module are about how each participant experiences your service: person-centred supports, individual values and beliefs, privacy and dignity, independence and informed choice, and freedom from violence, abuse, neglect, exploitation and discrimination. Auditors test these largely by reading participant files and talking with participants, so the file has to tell a coherent story. For a sampled participant, expect to show a chain from first contact to the latest shift:',
        ),
        ol(
          'Onboarding: what was explained to the participant, in a way they understood, and their consent to collect and share information.',
          'Service agreement: the supports, the prices, how cancellations work, how to make a complaint and how the agreement ends – agreed and current.',
          'Assessment and support plan: needs, goals, preferences and risks in the participant’s own terms, with the supports that respond to them, including any mealtime or medication management plans.',
          'Delivery: rosters showing who supported the participant, and progress notes that connect what happened to the participant’s goals.',
          'Review: evidence that the plan was reviewed when the NDIS plan changed, after any incident, and at the interval you committed to.',
        ),
        p(
          'The weakest link is usually progress notes. Notes written days later from memory, or copied from the previous shift, fail both the participant and the audit. Notes written on a phone at the end of the shift, prompted by the participant’s goals and attached to the shift record, are quicker for the worker and far more useful to everyone who reads them.',
        ),
        sub('Habits that keep the file coherent'),
        ul(
          'Give every participant a named coordinator or key worker who owns the file.',
          'Schedule plan reviews against NDIS plan end dates, not only your own anniversaries.',
          'Record the participant’s voice: their words, the choices they made, the things they declined.',
          'Keep restrictive practices out of daily practice unless they are authorised and in a behaviour support plan, and report any unauthorised use.',
        ),
      ],
    },
    {
      heading: 'Your workforce: screening, training and supervision',
      blocks: [
        p(
          'Every worker in a risk-assessed role needs a current NDIS Worker Screening clearance, and every worker must comply with the NDIS Code of Conduct. Most providers also require the NDIS Worker Orientation Module, first aid and CPR, and role-specific training – manual handling, medication assistance, mealtime support, positive behaviour support – before a worker is rostered to a participant who needs it.',
        ),
        p(
          'The audit question is simple: for any worker in the sample, can you show they were cleared and trained before they delivered supports, and have stayed current since? The practical answer is a worker compliance matrix: one row per worker, one column per requirement, with issue and expiry dates and a link to the evidence.',
        ),
        p(
          'The matrix only protects participants if it is connected to the roster. If a coordinator can publish a shift to a worker whose first aid certificate lapsed last week, the matrix is a record of a problem, not a control. The strongest control is a roster that will not assign a worker to a shift they are not cleared or trained for, and that warns well before an expiry date arrives.',
        ),
        sub('Supervision'),
        p(
          'Supervision is often well described in policy and thinly evidenced in practice. Short, regular, recorded conversations – what went well, what was hard, any concerns about a participant, training needs – meet the intent far better than an annual review. Use a brief template and keep each record with the worker’s file.',
        ),
      ],
    },
    {
      heading: 'Incidents and complaints: closing the loop',
      blocks: [
        p(
          'Your incident management system must cover incidents connected with the supports you deliver and identify the ones that are reportable. Reportable incidents include the death of a participant, serious injury, abuse or neglect, unlawful sexual or physical contact with or assault of a participant, sexual misconduct, and the unauthorised use of a restrictive practice. Most must be notified to the NDIS Commission within 24 hours of key personnel becoming aware, with a more detailed report within five business days; check the Commission’s current guidance for the timeframes that apply to each type.',
        ),
        p('Auditors usually follow a handful of incidents from start to finish. For each one they look for:'),
        ul(
          'what happened, recorded promptly and factually by the person involved;',
          'the immediate actions taken to keep the participant safe, and who was told;',
          'whether the incident was assessed as reportable, and the notification if it was;',
          'the investigation, the cause identified and the actions taken;',
          'how the participant was involved and supported throughout; and',
          'closure, with evidence that the actions were completed and any change to the participant’s plan or your procedures.',
        ),
        p(
          'An incident record that stays editable forever is hard to trust. Lock the record once it is resolved or closed, and add any follow-up as new, dated entries. Complaints deserve the same discipline: log every one, including those resolved on the spot, acknowledge it, tell the person the outcome, and review complaints together at least quarterly to find patterns.',
        ),
      ],
    },
    {
      heading: 'What growth does to compliance',
      blocks: [
        p(
          'Compliance systems rarely fail all at once. They erode as an organisation grows, because informal controls that worked at a small size do not scale.',
        ),
        {
          kind: 'example',
          title: 'Example: a provider growing from 20 to 60 support workers',
          blocks: [
            p(
              'Consider a provider delivering community access and assistance with daily personal activities. At 20 workers, one coordinator keeps a spreadsheet of screening and first aid expiries, knows every participant and reads every progress note. Over 18 months the provider opens a second region and grows to 60 workers and three coordinators. Now:',
            ),
            ul(
              'the spreadsheet exists in three versions, and nobody is sure which is current;',
              'progress notes arrive by email, text message and paper, and nobody reads them all;',
              'incidents go to whichever coordinator answers the phone, and some are never entered; and',
              'plan reviews slip, because each coordinator tracks their participants differently.',
            ),
            p(
              'None of these is a dramatic failure, and each is a likely non-conformity at the next audit. The fix is not more diligence from the same people; it is one system that every coordinator uses, with records created at the point of work.',
            ),
          ],
        },
        p(
          'A useful test: if your most organised coordinator resigned tomorrow, could someone else produce the evidence for their participants and workers within a day? If not, the evidence lives in a person, not in your systems.',
        ),
      ],
    },
    {
      heading: 'A 90-day plan',
      blocks: [
        sub('Days 1 to 30: see where you stand'),
        ul(
          'Map your registration groups to the modules that apply, and list the quality indicators you must meet.',
          'Self-assess against each indicator, rating policy, practice and evidence separately.',
          'Build the worker compliance matrix from source documents, not memory, and stop rostering anyone missing a current requirement.',
          'Sample five participant files and test the chain from service agreement to latest progress note.',
        ),
        sub('Days 31 to 60: make records part of the work'),
        ul(
          'Move progress notes, incident reports and shift records to one place workers can reach from their phones.',
          'Set expiry reminders for every clearance, qualification and training item, with enough lead time to renew.',
          'Schedule plan reviews against NDIS plan end dates.',
          'Agree a monthly governance report and hold the first meeting, with minutes.',
        ),
        sub('Days 61 to 90: prove it works'),
        ul(
          'Run an internal audit on a fresh sample of participants and workers, the way an auditor would.',
          'Close the gaps you find and record them in the improvement register.',
          'Test one emergency plan and one continuity-of-supports scenario.',
          'Brief workers on what an auditor may ask them and what good practice looks like.',
        ),
      ],
    },
    {
      heading: 'Evidence an auditor commonly asks for',
      blocks: [
        p(
          'No list is complete, but the records below are commonly requested. If you can produce each one in minutes, you are in good shape.',
        ),
        ul(
          'Current policies and procedures, with version dates and evidence of review.',
          'An organisational chart, key personnel and conflict of interest declarations.',
          'The risk register and improvement register, with minutes showing they were reviewed.',
          'The worker compliance matrix, with screening, qualification and training evidence.',
          'Induction, supervision and performance records for sampled workers.',
          'Service agreements, support plans, risk assessments and reviews for sampled participants.',
          'Rosters and progress notes for a recent period.',
          'The incident register, sample incident files and notifications to the NDIS Commission.',
          'The complaints register and sample complaint files.',
          'Emergency, disaster and continuity-of-supports plans, and evidence they were tested.',
          'Privacy, consent and information security arrangements.',
        ),
      ],
    },
    {
      heading: 'Where software helps, and where it does not',
      blocks: [
        p(
          'Software cannot make a provider compliant. It cannot write a person-centred support plan, hold a difficult supervision conversation or decide whether an incident is reportable. What it can do is remove the reasons good practice slips: duplicated records, information that lives in one person’s inbox, expiry dates nobody sees, notes written days after the shift. When you evaluate a system, ask to see the following rather than hear about them:',
        ),
        ul(
          'Does the roster check screening, qualifications and training before a shift is published?',
          'Can workers write progress notes and report incidents from their phones, attached to the shift?',
          'Are incident records locked once resolved or closed, with a visible history?',
          'Can you limit what each role sees, so that workers see only their own schedules?',
          'Can you produce the worker compliance matrix and the incident register as reports, on demand?',
          'Where is the data hosted, and which security practices does the vendor follow?',
        ),
        p(
          `${brand.name} was built around these questions: its Roster Management, HR Operations, Participant Management, Incident Management and Repository modules share one record, so the evidence for an indicator is usually a report rather than a project. Whichever system you choose, the test is the same – the evidence should exist because the work was done.`,
        ),
      ],
    },
    aboutWattlecare(
      'Providers use it to roster, record and report in one place, so the records that run the day are the same ones an auditor reads.',
    ),
  ],
};

export const rosterToClaim: PaperText = {
  file: 'roster-to-claim',
  title: 'From roster to claim: cutting the admin between a shift and getting paid',
  subtitle:
    'A practical walk through rostering, timesheets, approvals, SCHADS Award pay items, Single Touch Payroll, NDIS claims and invoicing for disability and aged-care providers.',
  shortTitle: 'From roster to claim',
  subject:
    'How care providers can shorten the path from a rostered shift to a paid worker and a paid claim: rosters, attendance, timesheet approvals, SCHADS Award pay items, Single Touch Payroll, NDIS claims and invoicing, with worked examples.',
  keywords: ['rostering', 'timesheets', 'SCHADS Award', 'Single Touch Payroll', 'NDIS claims', 'invoicing'],
  sections: [
    {
      heading: 'One shift, six records',
      blocks: [
        p(
          'A three-hour community access shift looks simple from the outside. A support worker picks up a participant, goes to the library and the shops, takes them home and writes a note. Behind it, the provider creates or touches at least six records: the roster entry, the worker’s attendance, the progress note, a timesheet line, a payroll line, and a claim or invoice line. Each is often owned by a different person, and sometimes kept in a different system.',
        ),
        p(
          'Every hand-off between those records is a chance for delay and error: a shift that ran late but was paid as rostered, kilometres driven but never claimed, a Sunday shift paid at the Saturday rate, a claim rejected because the support item did not match the service agreement. None of these is large on its own. Across hundreds of shifts a fortnight they become the admin that keeps coordinators and finance staff back late, and the revenue that quietly never arrives.',
        ),
        p(
          'This paper follows a shift from the roster to the bank and sets out what a low-admin process looks like at each step. It is written for NDIS disability-support providers, and most of it applies equally to home care. The worked examples use illustrative figures; they are not pay or pricing advice. Always check the current SCHADS Award pay guide from the Fair Work Ombudsman and the current NDIS Pricing Arrangements and Price Limits.',
        ),
      ],
    },
    {
      heading: 'Start with a roster that already knows the rules',
      blocks: [
        p(
          'Most downstream errors are created at rostering time. If a shift is created without the information payroll and claiming will need, someone has to add it later, usually from memory. A roster entry that carries the right data from the start makes every later step mechanical. A well-formed shift carries at least:',
        ),
        ul(
          'the participant, or participants for a group shift, and the service agreement and support item the shift delivers;',
          'the shift type – general, morning, afternoon, night, sleepover or a custom type such as a long-duration shift – because it drives the pay items;',
          'start and end times, and any planned breaks, marked as paid or unpaid;',
          'the worker, checked against availability, leave, qualifications and current screening;',
          'expected travel, including kilometres with the participant that may be claimable and reimbursable; and',
          'recurrence where the support is regular – daily, weekly, fortnightly or monthly – with an end date that matches the service agreement or the participant’s plan.',
        ),
        p(
          'The last point matters more than it looks. Recurring shifts with no end date keep being rostered after a plan ends, and the first anyone hears of it is a claim that fails because there is no funding left.',
        ),
      ],
    },
    {
      heading: 'Attendance: the record everything else trusts',
      blocks: [
        p(
          'The roster says what should happen; attendance says what did. When the two are kept apart – a roster in one place, paper timesheets in another – someone has to reconcile them every pay period.',
        ),
        p(
          'Clocking in and out on a phone, with the location checked against the participant’s address, creates attendance as a by-product of the shift. A reminder 15 minutes before the scheduled start and finish reduces missed clock-ins, a frequent reason for a timesheet to need manual attention. When a worker cannot clock in – no signal in a basement car park, a flat phone – a manual sign-in request should go to a team member for review rather than being typed into the timesheet.',
        ),
        p(
          'The end of the shift is also the best moment to capture everything else: the progress note against the participant’s goals, kilometres travelled with the participant, and any incident. Captured there, they are accurate. Captured on Friday afternoon from memory, they are not.',
        ),
      ],
    },
    {
      heading: 'Timesheets and approvals without the bottleneck',
      blocks: [
        p(
          'When timesheets are generated from shift activity, the approver’s job changes from checking every line to handling exceptions. Most shifts start and finish close to the rostered time, at the rostered place, with nothing unusual recorded. Those can be approved automatically, or in bulk by a coordinator who scans the list, leaving approval per person or per shift for the ones that need a decision.',
        ),
        sub('Exceptions worth a human look'),
        ul(
          'attendance that differs from the roster by more than an agreed tolerance;',
          'a clock-in or clock-out away from the expected location;',
          'a manual sign-in request;',
          'a shift that crosses a pay boundary, such as midnight into a Sunday or a public holiday;',
          'kilometres well above the usual for that participant or route;',
          'a sleepover where the worker recorded active time overnight; and',
          'any shift with an incident attached.',
        ),
        p(
          'Supervisor sign-off before a shift submission is final gives a clear point of accountability: after sign-off, changes go through a recorded correction, not a quiet edit. Agree an approval deadline with payroll and keep to it. A late approval means a late pay run, and few things cost a provider more goodwill with its workers.',
        ),
      ],
    },
    {
      heading: 'SCHADS Award pay items that trip providers up',
      blocks: [
        p(
          'Most disability-support workers are covered by the Social, Community, Home Care and Disability Services Industry Award, known as the SCHADS Award. Its pay rules are detailed, and many depend on facts that only the roster and attendance records hold. The items below are among the most often misapplied. Check the Award and the Fair Work pay guide for the current rules and rates for each classification.',
        ),
        ul(
          'Penalty rates by time and day: evening and night shift loadings, and separate rates for Saturdays, Sundays and public holidays, which differ between permanent and casual employees.',
          'Shifts that cross midnight or the start of a public holiday, where parts of the same shift can attract different rates.',
          'Overtime: hours beyond the daily maximum or ordinary hours over the roster cycle, and the rest break owed between shifts.',
          'Broken shifts: shifts worked in more than one period in a day, which attract an allowance and are limited in their overall span.',
          'Sleepovers: an allowance for the night, with any time worked during the night recorded and paid separately as the Award requires. The examples here use a sleepover allowance of $66.02 per night.',
          'Minimum engagement: minimum paid hours for each engagement, which still apply when a shift finishes early.',
          'Vehicle use: a per-kilometre allowance when workers use their own car for work. The examples here use $0.99 per kilometre.',
          'Classification and pay point: the level that matches the worker’s duties, and progression within it.',
        ),
        p(
          'The common thread is that each item is a rule applied to facts: start time, end time, day, shift type, breaks and kilometres. If those facts are complete and approved in the timesheet, the payroll system can apply the rules consistently. If they are not, a person applies them by hand, and different people apply them differently.',
        ),
      ],
    },
    {
      heading: 'Worked example: one worker’s week',
      blocks: [
        {
          kind: 'example',
          title: 'Example: a Saturday shift and a sleepover',
          blocks: [
            p(
              'The figures are illustrative only. Assume a permanent part-time support worker with a base rate of $38.00 an hour, and assume a Saturday rate of 150 per cent of the base rate for this employee.',
            ),
            ul(
              'Saturday, 9:00 am to 2:00 pm, community access with one participant, no breaks. Five hours at the Saturday rate: 5 × $38.00 × 1.5 = $285.00.',
              'The worker drove 42 km with the participant in their own car. Vehicle allowance: 42 × $0.99 = $41.58.',
              'Tuesday, 10:00 pm to 6:00 am, a sleepover in a shared home. Sleepover allowance: $66.02. The worker recorded 40 minutes of active time at 2:10 am assisting a resident, paid separately under the Award’s rules for work during a sleepover.',
            ),
            p(
              'On the payslip these are separate items, and Single Touch Payroll reports them separately too. On the claim side, the Saturday shift is claimed at the Saturday support item in the participant’s service agreement, and the 42 km as activity-based transport if the agreement provides for it. One shift record, built correctly, produces all of it.',
            ),
          ],
        },
      ],
    },
    {
      heading: 'Payroll and Single Touch Payroll',
      blocks: [
        p(
          'Single Touch Payroll (STP) sends each employee’s pay, tax and superannuation information to the ATO each time they are paid. Under STP Phase 2, employers report income in more detail: gross pay is broken into components such as overtime, allowances by type, paid leave by type and salary sacrifice, instead of a single figure. For a provider paying penalty rates, sleepover and vehicle allowances every fortnight, that means each pay item must be mapped to the right STP category once, correctly, and then left alone. A clean pay run then follows from approved timesheets:',
        ),
        ol(
          'Close the pay period at the approval deadline; later changes become adjustments in the next run.',
          'Import approved timesheets, with pay items calculated from shift type, day, time and allowances.',
          'Review exceptions: new starters, terminations, leave, and anyone with unusually high or low hours.',
          'Finalise the pay run, lodge the STP report and produce the bank file for payment.',
          'Export the wage report for finance, and reconcile wages and superannuation to the ledger.',
        ),
        p(
          'When wages come from the same shift records as claims, a useful check becomes possible: for each participant and period, hours paid to workers should line up with hours claimed. Differences are either legitimate, such as training or unfunded supervision, or a sign of unclaimed revenue or over-claiming.',
        ),
      ],
    },
    {
      heading: 'NDIS claims and invoicing',
      blocks: [
        p('How a provider is paid for a support depends on how the participant’s plan is managed:'),
        ul(
          'NDIA-managed: the provider submits payment requests through the NDIA’s provider portal, individually or in bulk, within the rules that apply to the participant’s plan.',
          'Plan-managed: the provider invoices the participant’s plan manager, who pays from the plan.',
          'Self-managed: the provider invoices the participant or their nominee, who pays and claims from their plan.',
        ),
        p(
          'Whichever route applies, a claim or invoice line needs the same facts: the participant’s NDIS number, the support item number, the date of the support, the quantity in hours or units, the unit price and the GST treatment. Each of those facts should already be on the shift record if the roster was built well. Claims commonly fail because:',
        ),
        ul(
          'the support item does not match the participant’s plan or service agreement;',
          'the price is above the price limit for that item and time;',
          'the budget in that support category has run out;',
          'the date falls outside the plan or agreement period; or',
          'the claim duplicates one already paid.',
        ),
        p(
          'Provider travel, activity-based transport, non-face-to-face supports and short-notice cancellations can all be claimable in the right circumstances, under conditions in the Pricing Arrangements and Price Limits and agreed in the service agreement. They are also the items most often missed, because they do not look like a shift. Build them into the shift record – kilometres at clock-out, the cancellation reason and notice given when a participant cancels – and they are claimed routinely.',
        ),
        p(
          'Invoices should move through clear states – draft, issued, received – so finance can see at a glance what has been billed, what is outstanding and what has been paid, and follow up with the right people.',
        ),
      ],
    },
    {
      heading: 'Worked example: one participant’s fortnight',
      blocks: [
        {
          kind: 'example',
          title: 'Example: a plan-managed participant',
          blocks: [
            p(
              'Illustrative only. A plan-managed participant receives community access support for three hours each weekday, in a weekly recurring shift whose end date matches their service agreement, plus one four-hour Saturday shift each fortnight.',
            ),
            ul(
              'Rostered: 10 weekday shifts and 1 Saturday shift, 34 hours in all.',
              'Delivered: 9 weekday shifts and the Saturday shift. The participant cancelled one weekday shift the afternoon before.',
              'Attendance: one shift ran 30 minutes over with the participant’s agreement, and the coordinator approved it as an exception. Everything else was approved in bulk.',
              'Invoice: nine weekday lines at the weekday support item, one line at the Saturday item, the extra 30 minutes on the right day, kilometres as activity-based transport, and the cancelled shift as a short-notice cancellation if it meets the conditions in the pricing arrangements and the service agreement.',
            ),
            p(
              'The result is one invoice to the plan manager, generated from approved records and issued the Monday after the fortnight closes, instead of one assembled line by line from notes and messages.',
            ),
          ],
        },
      ],
    },
    {
      heading: 'Measure the gap',
      blocks: [
        p(
          'You cannot shorten what you do not measure. Four measures, tracked each fortnight, show whether the cycle from roster to claim is improving:',
        ),
        ul(
          'Days from shift to claim: the median number of days between a support being delivered and it being claimed or invoiced.',
          'Timesheet touch rate: the share of timesheet lines edited by hand before approval.',
          'Rejected claim rate: the share of claim lines rejected or queried, with the reasons grouped.',
          'Unbilled delivered hours: hours paid to workers for participant supports that have not been claimed.',
        ),
        p(
          'Set a baseline before you change anything. For example, a provider with 40 support workers might find that a third of its timesheet lines are edited by hand and that claims go out three weeks after delivery. Those figures are an example, not a benchmark; what matters is the direction over the following months.',
        ),
      ],
    },
    {
      heading: 'A checklist for a cleaner cycle',
      blocks: [
        ul(
          'Every recurring shift has an end date that matches the service agreement or plan.',
          'Every shift is linked to a participant, a support item and a shift type.',
          'Workers clock in and out on their phones, with reminders, and write notes at the end of the shift.',
          'Manual sign-in requests are reviewed by a team member, never typed into timesheets.',
          'Routine timesheets are approved automatically or in bulk; people review the exceptions.',
          'Award rules are applied by the system from shift facts, and tested against the pay guide whenever rates change.',
          'STP pay categories are mapped once and checked after any payroll change.',
          'Claims and invoices are generated from approved shifts on a fixed cycle.',
          'Operations and finance review the four measures together each fortnight.',
        ),
      ],
    },
    aboutWattlecare(
      'Its Roster Management, Clock In & Clock Out, Timesheet and Accounting modules share one shift record: timesheets are generated from shift activity, approved manually or automatically (per person, per shift or in bulk), and flow into payroll with Single Touch Payroll, bank file export and invoicing.',
    ),
  ],
};

export const papers: readonly PaperText[] = [auditReady, rosterToClaim];
