import type { ArticleContent } from '../types';

/** Blog post 2: one connected record from roster to claim. */
export const article2: ArticleContent = {
  postId: 2,
  path: '/blogPost2',
  meta: {
    title: 'Smarter NDIS systems: one record from roster to claim',
    description:
      'How linking service agreements, rosters, progress notes, incidents and claims in one system cuts re-keying and keeps audit evidence for the NDIS ready.',
  },
  readingMinutes: 5,
  endsWithDemoLink: true,
  body: [
    {
      kind: 'paragraph',
      text: 'Picture an ordinary Tuesday at a mid-sized provider. Shifts live in a spreadsheet, service agreements in a shared drive, progress notes in a notes app or on paper, incidents in someone’s inbox, and claims in an accounting package fed by an export that a coordinator builds each fortnight. Every tool works on its own. The trouble sits in the gaps between them, where someone retypes a participant’s name, re-keys hours or goes looking for a note that should have been attached to the shift.',
    },
    {
      kind: 'paragraph',
      text: 'A connected system does not mean one enormous screen. It means each record is created once and linked to everything it touches: the participant, their plan and service agreement, the shifts that deliver it, the notes written on those shifts, any incidents, the timesheet and, finally, the claim.',
    },
    { kind: 'heading', text: 'What one connected record looks like' },
    {
      kind: 'paragraph',
      text: 'The easiest way to see the difference is to follow a single hour of support from start to finish. In a connected system each step reuses the one before it:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        'The service agreement sets out the supports, the price and the funding category for the participant.',
        'The roster books a shift against that agreement, with a support worker who is available, qualified and known to the participant.',
        'The worker clocks in on their phone with a geo-verified sign-in, and the shift begins.',
        'During or straight after the shift, the worker writes a progress note against that shift and the participant’s goals.',
        'If something goes wrong, an incident report is raised from the same shift, already naming who, where and when.',
        'A timesheet is generated from the shift activity and approved, per person, per shift or in bulk.',
        'The approved hours flow into payroll and into the invoice or claim, priced from the service agreement.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'In a disconnected setup, every one of those seven steps is a fresh chance to type something differently. In a connected one, the hour that was agreed is the hour that was rostered, delivered, noted, paid and claimed.',
    },
    { kind: 'heading', text: 'Service agreements that stay in step with the roster' },
    {
      kind: 'paragraph',
      text: 'Service agreements drift out of step with reality more easily than most teams expect. Plans are reviewed, prices change and funding in a category runs lower than anyone noticed. When the roster knows nothing about the agreement, coordinators keep booking shifts the plan cannot pay for, and finance finds out when a claim is rejected or a participant’s budget is exhausted two months early.',
    },
    {
      kind: 'paragraph',
      text: 'Linking the two changes the conversation. Take, as an example, a participant whose agreement covers ten hours a week of community access. When a coordinator adds a one-off extra shift, they can see the effect on the remaining budget before the shift is published, not after it has been worked. The signed agreement, collected with an e-signature, sits on the participant’s record where the people who need it can find it.',
    },
    { kind: 'heading', text: 'Progress notes written where the work happens' },
    {
      kind: 'paragraph',
      text: 'Progress notes are the evidence that a support was delivered, and the thread that ties a claim to real work with a real person. Notes written days later from memory tend to be thin, and notes on paper are hard to search when a question comes up. When the note is written in the app, on the shift, it already carries the time, the worker, the participant and the goals from their plan.',
    },
    {
      kind: 'list',
      items: [
        'Each note is tied to a shift, so every claimed hour has a matching record of what happened.',
        'Note templates built with forms, using dropdowns, checkboxes and signatures, prompt workers for what matters to each participant.',
        'Supervisor sign-off is required before a shift submission is final.',
        'Visibility follows roles: the participant’s support team reads the notes, while finance sees hours rather than personal detail.',
      ],
    },
    { kind: 'heading', text: 'Incident management that does not live in an inbox' },
    {
      kind: 'paragraph',
      text: 'The NDIS Quality and Safeguards Commission expects registered providers to run an incident management system that records, manages and resolves incidents, and to notify reportable incidents within set timeframes, which for most reportable incidents is 24 hours. When incidents arrive by phone call or email, much of that window goes on gathering facts: who was rostered, which participant, what the notes from earlier in the day said.',
    },
    {
      kind: 'paragraph',
      text: 'Raising the report from the shift itself removes most of that work. The roster details are filled in, actions and follow-ups are tracked against the incident, and visibility depends on permissions, so only the people handling it can read it. The record stays editable while the incident is open and is locked once it is resolved or closed, which is exactly what you want to be able to show later.',
    },
    {
      kind: 'quote',
      text: 'An incident used to mean three phone calls just to confirm who was on shift. Now the report opens with the roster details already in it, and that time goes to the participant instead.',
      cite: '— Team leader, supported independent living provider, Hunter region',
    },
    { kind: 'heading', text: 'Audit evidence without the scramble' },
    {
      kind: 'paragraph',
      text: 'Audits against the NDIS Practice Standards usually work by sampling. The auditor picks participants and workers and asks you to show the trail for each. In a disconnected setup, assembling one sample can take days of searching drives and inboxes. These are the records an auditor commonly asks to see:',
    },
    {
      kind: 'list',
      items: [
        'The signed service agreement and current plan details for the sampled participant',
        'The shifts rostered for that participant and who actually delivered them',
        'NDIS Worker Screening clearance, First Aid and other checks that were current on the day',
        'Progress notes that match the hours claimed',
        'The incident register, with the actions taken and the outcomes',
        'Training records for the staff involved',
      ],
    },
    {
      kind: 'paragraph',
      text: 'When those records share one system, answering a sample becomes a few filtered views and a repository of documents with access granted by role. Preparation time goes into improving practice rather than rebuilding evidence that already existed somewhere.',
    },
    {
      kind: 'paragraph',
      text: 'If you are weighing up a move to a connected system, bring a real example to the conversation: one participant and one month, from service agreement to claim. In a Wattlecare demo we walk that path with you, through the roster, notes, incidents, timesheets and claim, so you can see where your current tools leave gaps. Book a time below and our team will reply within one business day.',
    },
  ],
};
