import type { ArticleContent } from '../types';

/** Blog post 1: protecting participant data and the security basics behind it. */
export const article1: ArticleContent = {
  postId: 1,
  path: '/blogPost',
  meta: {
    title: 'Protecting participant data: NDIS security basics',
    description:
      'Role-based access, audit trails, Australian hosting, staff offboarding and device habits: the security basics for NDIS providers, and what to ask a vendor.',
  },
  readingMinutes: 5,
  endsWithDemoLink: false,
  body: [
    {
      kind: 'paragraph',
      text: 'A support worker’s phone holds tomorrow’s shift addresses. A coordinator’s laptop holds the behaviour support plan for a participant who lives alone. The finance team exports plan budgets to reconcile claims. Each of those is a place where sensitive personal information can leak, and for most providers the risk is less about sophisticated attackers and more about ordinary gaps: a shared login, a former employee who still has access, a spreadsheet emailed to the wrong address.',
    },
    {
      kind: 'paragraph',
      text: 'The basics are well understood and none of them needs a dedicated security team. This article walks through the controls that matter most, how they connect to your obligations, and the questions worth asking before you trust a software vendor with participant records.',
    },
    { kind: 'heading', text: 'Why participant data needs more than a password' },
    {
      kind: 'paragraph',
      text: 'Under the Privacy Act 1988 and the Australian Privacy Principles (APPs), health information is sensitive information, with stricter rules on how it is collected, used, disclosed and secured. Registered providers also answer to the NDIS Practice Standards, which expect each participant’s information to be accurate, kept private and available only to the people who need it. Some states and territories add their own health records laws, and when a breach is likely to cause serious harm, the Notifiable Data Breaches scheme requires you to tell the people affected and the Office of the Australian Information Commissioner.',
    },
    {
      kind: 'paragraph',
      text: 'In day-to-day terms, a provider should be able to answer three questions about any participant record at any time: who can see it, who has seen or changed it, and where it is stored. The rest of this article is about making those answers easy.',
    },
    { kind: 'heading', text: 'Role-based access: what each job needs, and no more' },
    {
      kind: 'paragraph',
      text: 'Role-based access attaches permissions to roles rather than to individuals. When someone joins, changes jobs or leaves, you change their role instead of remembering a dozen separate settings. A typical set of roles for an NDIS provider looks like this:',
    },
    {
      kind: 'list',
      items: [
        'Support workers see their own shifts, with the participant notes and tasks attached to those shifts, and nothing about finance or other participants.',
        'Roster managers see scheduling, availability and the compliance status of staff, so they can roster people whose checks are current.',
        'Accountants work in billing, invoicing, claims and reporting, without reading progress notes or incident details.',
        'HR managers look after recruitment, onboarding, leave, training, personnel records and user access rights.',
        'Participants, where they have a login, see only their own plan, schedules, messages and feedback.',
        'Administrators have full access to users, settings and every module, so keep this role to as few people as possible.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Two habits make this work. Start every new role from the least access it needs and add to it, rather than copying an administrator and taking things away. Then review role assignments every quarter: people move between teams and quietly keep permissions they no longer need.',
    },
    { kind: 'heading', text: 'Audit trails: evidence that your controls work' },
    {
      kind: 'paragraph',
      text: 'An audit trail records who created, viewed, changed or deleted a record, and when. It earns its keep in two moments. The first is an investigation: if a family asks whether a progress note was altered after an incident, you can show the original entry, the edit, who made it and the time. The second is an audit against the Practice Standards, where an auditor may ask how you know that only authorised staff have opened participant records.',
    },
    {
      kind: 'list',
      items: [
        'Every change to participant records, progress notes and incident reports carries a user name and a timestamp.',
        'Incidents stay editable while open and are locked once resolved or closed, so the record cannot quietly change later.',
        'Signed documents are viewable only by authorised users such as administrators or HR.',
        'Administrators can search and export the logs themselves, without raising a support ticket and waiting.',
      ],
    },
    { kind: 'heading', text: 'Where your data lives, and how it is looked after' },
    {
      kind: 'paragraph',
      text: 'Hosting in Australia keeps participant data under Australian law and makes APP 8, the principle on disclosing personal information overseas, far simpler to meet. Families increasingly ask the question directly. When you check a vendor’s answer, ask about backups and support access as well as the main database: a backup copied offshore, or an overseas support team that can open your records, may count as a disclosure too.',
    },
    {
      kind: 'paragraph',
      text: 'ISO 27001 is the international standard for running an information security management system. Some vendors hold a certification; others, Wattlecare among them, follow ISO 27001-aligned practices such as documented access control, risk assessment, supplier checks and a tested incident response plan. Whichever a vendor offers, ask to see what is actually in place rather than relying on a logo.',
    },
    { kind: 'heading', text: 'The everyday gaps: offboarding and devices' },
    {
      kind: 'paragraph',
      text: 'Care has a mobile, often casual workforce, so people join and leave often and much of the work happens on phones. That makes offboarding the control most worth getting right. A checklist for the day someone leaves:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Disable the person’s login on their last day, before they finish their final shift rather than weeks later.',
        'Sign them out of the mobile app and remove them from group chats, shared inboxes and shared folders.',
        'Reassign their open tasks, incidents, forms awaiting sign-off and participant contacts.',
        'Collect company phones, laptops and keys, and wipe or reset them before reissuing.',
        'Change any shared passwords they knew, and use the moment to retire shared logins altogether.',
        'Record the date and steps taken in their personnel file, so you can show it at audit.',
      ],
    },
    {
      kind: 'quote',
      text: 'We used to discover someone still had access when their name turned up on a login report months after they left. Now switching off access is the first line on the exit checklist, not the last.',
      cite: '— Operations manager, regional Victorian disability provider',
    },
    {
      kind: 'paragraph',
      text: 'Devices need a few simple rules too. Phones used for work should have a screen lock and current updates. Participant details belong inside the app, not in a camera roll, a personal notes app or a text message; an internal secure chat replaces the group thread that nobody can audit. Turn on multi-factor authentication for office staff and anyone with administrator rights, and make reporting a lost phone the same day a normal, blame-free step.',
    },
    { kind: 'heading', text: 'What to ask a software vendor' },
    {
      kind: 'paragraph',
      text: 'A good vendor will answer these questions plainly and in writing. Vague answers are themselves an answer.',
    },
    {
      kind: 'list',
      items: [
        'Where are our production data and backups hosted, and can anyone outside Australia reach them?',
        'Which security framework do you follow, and is that a certification or aligned practice?',
        'How are roles and permissions set up, and can we adjust them to match our structure?',
        'What does the audit trail capture, how long is it kept, and can we export it?',
        'Do you support multi-factor authentication for every user, including support workers?',
        'How and how quickly will you tell us about a security incident that affects our data?',
        'If we leave, how do we export everything, and how is our data deleted afterwards?',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Security for a care provider comes down to knowing where participant data is, giving each person the access their role needs, and keeping evidence that you did both. A practical first step this month: list everyone who holds an administrator role, ask whether each of them still needs it, and switch off any login that belongs to someone who has left.',
    },
  ],
};
