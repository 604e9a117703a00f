/**
 * Case studies (spec section 2: items-list page). The providers, their people and their numbers are
 * fictitious; results are framed as each provider's own observations, never as industry statistics.
 */
import riverbendSil from '../../assets/library/riverbend-sil.svg';
import saltbushHomeCare from '../../assets/library/saltbush-home-care.svg';
import harboursideAlliedHealth from '../../assets/library/harbourside-allied-health.svg';
import kestrelRidgeCommunityServices from '../../assets/library/kestrel-ridge-community-services.svg';
import type { ArticleBlock, ItemsListContent, Picture } from '../types';

const heading = (text: string): ArticleBlock => ({ kind: 'heading', text });
const paragraph = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ArticleBlock => ({ kind: 'list', items });
const quote = (text: string, cite: string): ArticleBlock => ({ kind: 'quote', text, cite });
const card = (src: string, alt: string): Picture => ({ src, width: 480, height: 300, alt });

export const caseStudies: ItemsListContent = {
  path: '/case-studies',
  meta: {
    title: 'Case Studies',
    description:
      'How NDIS, aged-care, allied health and community services providers moved rosters, timesheets, incidents and records into Wattlecare, and what changed.',
  },
  heading: 'Case Studies',
  subheading: 'How care providers run on Wattlecare.',
  text: 'Four providers, four different ways of working. Each story starts with the problem the team was living with, sets out what they changed in Wattlecare and ends with what they noticed afterwards, in their own words. Read them before your demo and bring the questions they raise.',
  items: [
    {
      slug: 'riverbend-sil',
      title: 'Riverbend Supported Living: six SIL homes on one roster',
      summary:
        'A Supported Independent Living provider in the Hunter region replaced six house spreadsheets and paper sleepover sheets with one roster, geo-verified clock-ins and incident reports from the app.',
      tag: 'Disability support',
      image: card(riverbendSil, 'A house with a moon above it beside a fortnightly roster showing sleepover shifts marked in gold.'),
      meta: {
        title: 'Riverbend Supported Living: SIL rostering case study',
        description:
          'How a Hunter region SIL provider moved six homes, sleepover shifts, timesheets and incident reports into Wattlecare, and what its team noticed afterwards.',
      },
      body: [
        paragraph(
          'Riverbend Supported Living runs six Supported Independent Living homes across the Hunter region of New South Wales. Around 60 support workers cover day, evening, active overnight and sleepover shifts for 22 residents, most of whom have lived in the same house, with many of the same workers, for years.',
        ),
        heading('The challenge'),
        paragraph(
          'Each house kept its own roster in a spreadsheet, and each house leader had a slightly different way of marking sleepovers, active nights and split shifts. Swaps were agreed in group text threads. At the end of the fortnight the payroll officer compared paper timesheets against six spreadsheets to work out who had worked what, and whether a sleepover allowance was owed under the SCHADS Award.',
        ),
        paragraph(
          'Incident reports were written on a paper form, scanned and e-mailed to the quality lead, who kept a register by hand. NDIS Worker Screening clearances and first aid certificates sat in another spreadsheet. None of it was wrong, exactly, but preparing for a mid-term audit against the NDIS Practice Standards meant weeks of collecting evidence from every house.',
        ),
        heading('What they changed'),
        paragraph(
          'Riverbend moved onto the Professional plan and brought the homes across one at a time over six weeks, starting with the house that had the most sleepovers. The roster manager built the recurring patterns first, then the house leaders checked them against what actually happened on the floor.',
        ),
        list(
          'Fortnightly recurring rosters for each house, with sleepover and night shifts set up as their own shift types, so the $66.02 per night sleepover allowance comes from the roster instead of from memory.',
          'Geo-verified clock-in and clock-out on the mobile app, with reminders 15 minutes before each scheduled login and logout.',
          'Timesheets generated from shift activity, signed off by the house leader and approved in bulk by the roster manager at the end of the fortnight.',
          'Open shifts offered as expressions of interest, so workers who already know the residents can put their hand up from the app.',
          'Incident reports lodged from the app, editable while open and locked once resolved or closed, with visibility limited to the people who need it.',
        ),
        quote(
          'The roster used to live in six spreadsheets and in my head. Now the house leaders see the fortnight, each worker sees their own shifts, and I spend Friday afternoon at a house instead of on the phone.',
          'Roster Manager, Riverbend Supported Living',
        ),
        heading('Results'),
        paragraph('After three pay cycles the team sat down to compare notes. These are their observations, not measured benchmarks.'),
        list(
          'Sleepover allowances now line up with the roster. The payroll officer checks exceptions rather than every sheet.',
          'Shift swaps leave a record. When two workers disagree about who agreed to cover a night, the answer is in the app, not in a text thread.',
          'The quality lead can pull the incident register and the closed reports for an auditor in an afternoon instead of asking each house for copies.',
          'Workers like seeing only their own shifts and getting the reminder before clock-out, especially after a long active night.',
        ),
        paragraph(
          'Riverbend is candid that the software did not settle everything. The house leaders still had to agree on one way of recording split shifts, and two longer-serving workers needed help with the app in their first week. The roster manager’s advice to other SIL providers is to fix the recurring patterns before go-live and to bring house leaders into the testing early.',
        ),
      ],
    },
    {
      slug: 'saltbush-home-care',
      title: 'Saltbush Home Care: home visits across the Central West',
      summary:
        'A regional aged-care home care service moved visit rosters, kilometres and care notes onto the mobile app, so carers driving long distances between clients stop keeping notebooks on the passenger seat.',
      tag: 'Aged care',
      image: card(saltbushHomeCare, 'A country road winding between two homes, with a car and map pins marking each home visit.'),
      meta: {
        title: 'Saltbush Home Care: regional home care case study',
        description:
          'How a regional home care service in the Central West of NSW rostered home visits, logged kilometres and recorded care notes from the road with Wattlecare.',
      },
      body: [
        paragraph(
          'Saltbush Home Care supports older people to keep living at home across a wide stretch of the Central West of New South Wales. About 35 care workers deliver personal care, domestic help, meal preparation and social support, many of them to clients on government-funded home care packages. A single worker might drive between three small towns in a day.',
        ),
        heading('The challenge'),
        paragraph(
          'Visit schedules went out by text message each Sunday night, and changes during the week meant phone calls from the office. Workers wrote kilometres in a notebook and handed it in monthly, so travel was reimbursed late and sometimes not at all. Care notes were written up at the end of the day, from memory, often in the car.',
        ),
        paragraph(
          'Client care plans, consent forms and home safety checks were kept in paper folders at the office. When a regular worker was sick, the replacement often arrived without knowing about a new mobility aid or a change to medication prompts. The coordinators knew this was a risk against the Aged Care Quality Standards, and it worried them.',
        ),
        heading('What they changed'),
        paragraph(
          'Saltbush chose the Professional plan for rostering, timesheets and client records, and added the optional LMS addon for manual handling and infection control refreshers. The coordinators moved clients across first, then rostering, then travel.',
        ),
        list(
          'Each client set up in Participant Management with their care plan, risk profile, service agreement and documents that carry an expiry date.',
          'Weekly and fortnightly recurring visits built on the roster, so a regular client keeps the same worker unless something changes.',
          'Geo-verified clock-in at the client’s home, with a reminder 15 minutes before each scheduled visit starts and ends.',
          'Kilometres logged against each visit in the app, reimbursed at $0.99 per km, with the worker choosing Electric or Fuel for their vehicle.',
          'Care notes and the home safety check completed as forms on the phone during or straight after the visit.',
        ),
        quote(
          'Our carers spend a good part of every day in the car. Logging kilometres against the visit, instead of in a notebook on the passenger seat, was the change they noticed first.',
          'Care Coordinator, Saltbush Home Care',
        ),
        heading('Results'),
        paragraph(
          'Saltbush reviewed the change with its team after two months. What follows is what the coordinators and workers told us.',
        ),
        list(
          'Travel is reimbursed in the same pay run as the visit, and disputes about kilometres have mostly stopped because each trip sits against a visit.',
          'Replacement workers open the client record before they arrive, so they know about the walking frame, the dog and the key safe.',
          'Coordinators see a missed clock-in early and can ring the worker or the client, instead of finding out from the client’s family.',
          'Care notes are shorter but written on the day, which the coordinators prefer.',
        ),
        paragraph(
          'Mobile coverage was the real test. In a few spots along the route the signal drops out, and the team had to agree on when a worker should send a manual sign-in request, which a coordinator then reviews. Saltbush’s suggestion for other regional providers is to drive the routes with the app before go-live and write down the dead spots.',
        ),
      ],
    },
    {
      slug: 'harbourside-allied-health',
      title: 'Harbourside Allied Health: service agreements signed before session one',
      summary:
        'An occupational therapy, physiotherapy and speech pathology practice linked clinician calendars, NDIS service agreements, digital signatures and invoicing, so plan budgets and paperwork stop drifting apart.',
      tag: 'Allied health',
      image: card(
        harboursideAlliedHealth,
        'A clipboard with a signed service agreement next to a calendar and a small chart of a participant’s plan budget.',
      ),
      meta: {
        title: 'Harbourside Allied Health: allied health case study',
        description:
          'How an Illawarra allied health practice kept NDIS service agreements, plan budgets, clinician schedules and invoices in step with Wattlecare.',
      },
      body: [
        paragraph(
          'Harbourside Allied Health is a practice of 18 clinicians in the Illawarra: occupational therapists, physiotherapists and speech pathologists. Most clients are NDIS participants, seen in the clinic, at home or at school, with a smaller group of older clients referred through their home care providers.',
        ),
        heading('The challenge'),
        paragraph(
          'The practice used a booking calendar for appointments, a spreadsheet for each participant’s plan budget and a shared drive for reports and assessments. Service agreements were printed, signed at the first appointment and scanned. If a family forgot the paperwork, the first session went ahead without a signed agreement, and the practice manager chased it for weeks.',
        ),
        paragraph(
          'Plan budgets were the bigger worry. Whether a participant was NDIA-managed, plan-managed or self-managed, the practice manager had to work out from the spreadsheet how much capacity building funding was left before booking more sessions. Near a plan review, clinicians sometimes found out too late that a report or assessment would not be funded.',
        ),
        heading('What they changed'),
        paragraph(
          'Harbourside took up the Professional plan. The practice manager set up participants and service agreements first, then moved clinician availability and invoicing across at the start of a new quarter, so that no invoice run was split between the old and new systems.',
        ),
        list(
          'Participant records holding the plan dates, funding, service agreement and documents, with a status of active, inactive or archived.',
          'Service agreements and consent forms sent with T-sign, so families sign on their phone before the first session.',
          'Clinician home and school visits rostered as custom shifts against each clinician’s availability, so travel time is visible.',
          'Assessment and report templates kept in the Repository, with access granted to clinical roles only.',
          'Invoices raised from completed sessions in the Accounting module and checked by the practice’s accountant.',
        ),
        quote(
          'I used to start every Monday with a list of unsigned agreements. Now the agreement goes out with the welcome e-mail, and by the first appointment it is usually back.',
          'Practice Manager, Harbourside Allied Health',
        ),
        heading('Results'),
        paragraph('The practice manager and two senior clinicians shared these observations after one full quarter.'),
        list(
          'Almost every new participant now has a signed service agreement on file before their first session.',
          'Clinicians check remaining funding on the participant record before offering extra sessions, instead of asking the front desk.',
          'Reports are written from the same template, which makes peer review quicker for the senior clinicians.',
          'Invoicing happens weekly rather than in a rush at month end.',
          'Families say the e-signature step is easier than finding a printer, particularly for parents signing on behalf of a child.',
        ),
        paragraph(
          'Not everything moved across. The practice still uses its clinical notes tool for detailed therapy notes, and keeps Wattlecare for agreements, scheduling, documents and billing. The practice manager’s advice is to decide early which record is the source of truth for each thing, and to tell clinicians plainly.',
        ),
      ],
    },
    {
      slug: 'kestrel-ridge-community-services',
      title: 'Kestrel Ridge Community Services: five sites, one way of working',
      summary:
        'A multi-site community services organisation in Queensland brought day programs, in-home support, respite, HR and finance onto one platform, so head office sees every site and policies reach every worker.',
      tag: 'Community services',
      image: card(
        kestrelRidgeCommunityServices,
        'Five connected site buildings around a central dashboard showing rosters, people and finance.',
      ),
      meta: {
        title: 'Kestrel Ridge: multi-site community services case study',
        description:
          'How a Queensland community services organisation with five sites brought rostering, HR, policies, chat and finance into one Wattlecare platform.',
      },
      body: [
        paragraph(
          'Kestrel Ridge Community Services is a not-for-profit with about 180 staff across five sites in south-east and central Queensland. It runs disability day programs, in-home support, a short-term accommodation and respite house, and a small community transport service.',
        ),
        heading('The challenge'),
        paragraph(
          'Over the years each site had grown its own habits. Two sites rostered in spreadsheets and three in a scheduling tool that did not talk to payroll. Leave requests were paper forms that travelled by internal mail. Policies were e-mailed as attachments, and nobody could say with confidence who had read the latest version of the incident management policy.',
        ),
        paragraph(
          'Head office could not see across the sites without asking each manager for a report. Finance matched bank transactions to invoices by hand, and onboarding a new worker meant separate forms for HR, payroll and the site, each asking for the same details.',
        ),
        heading('What they changed'),
        paragraph(
          'Kestrel Ridge chose the Premium + AI (beta) plan for every module and 24/7 dedicated support, and added the LMS addon for induction and mandatory training. Each site was set up as its own facility so it could be switched on when ready. Two sites went live first; the other three followed a month later.',
        ),
        list(
          'Role-based dashboards: head office sees every site, site managers see their team, workers see their own shifts and records.',
          'HR Operations for onboarding, with leave requests going straight to the right approver and performance reviews started by organisation administrators.',
          'Policies and procedures kept in the Repository, with access granted by role and signed acknowledgements collected through T-sign.',
          'Internal Chat for rostering messages, replacing personal phones and group texts.',
          'Accounting with payroll, Single Touch Payroll reporting and the bank feed, so finance matches transactions in one place.',
        ),
        quote(
          'For the first time I can open one screen and see leave, training and rosters for all five sites. That has changed the conversations I have with site managers.',
          'Head of People and Culture, Kestrel Ridge Community Services',
        ),
        heading('Results'),
        paragraph('Six months in, the leadership team listed what they had noticed. These are their own impressions.'),
        list(
          'Leave requests are answered in days rather than weeks, because the approver sees them straight away.',
          'When a policy changes, head office can see who has signed the new version and follow up the rest.',
          'Site managers spend less time building reports for head office, since the dashboard already shows their team.',
          'Finance closes the month with fewer unmatched transactions to chase.',
          'New workers complete one onboarding process instead of three sets of forms, and their training records follow them if they move between sites.',
        ),
        paragraph(
          'The respite house took longest to settle. Its rosters change at short notice and staff there were most attached to their old spreadsheet. Kestrel Ridge’s advice to other multi-site organisations is to let the most settled site go first, then use its managers to help the others.',
        ),
      ],
    },
  ],
};
