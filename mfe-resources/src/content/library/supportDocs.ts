/**
 * Support guides (spec section 2: items-list page). Steps describe the product as the spec's copy
 * does (sections 1, 4, 6 and 9); contact details come from siteConfig only.
 */
import { siteConfig } from '@site/ui';
import setUpYourOrganisation from '../../assets/library/guide-set-up-your-organisation.svg';
import buildARecurringRoster from '../../assets/library/guide-build-a-recurring-roster.svg';
import approveTimesheets from '../../assets/library/guide-approve-timesheets.svg';
import reportAndCloseAnIncident from '../../assets/library/guide-report-and-close-an-incident.svg';
import manageUserAccessAndRoles from '../../assets/library/guide-manage-user-access-and-roles.svg';
import setUpTheMobileApp from '../../assets/library/guide-set-up-the-mobile-app.svg';
import type { ArticleBlock, ItemsListContent, Picture } from '../types';

const heading = (text: string): ArticleBlock => ({ kind: 'heading', text });
const paragraph = (text: string): ArticleBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ArticleBlock => ({ kind: 'list', items });
const steps = (...items: string[]): ArticleBlock => ({ kind: 'list', ordered: true, items });
const card = (src: string, alt: string): Picture => ({ src, width: 480, height: 300, alt });

const support = `${siteConfig.mailboxes.support} or ${siteConfig.contact.supportHotline.display}`;

export const supportDocumentation: ItemsListContent = {
  path: '/support-documentation',
  meta: {
    title: 'Support Documentation',
    description:
      'Step-by-step Wattlecare guides: set up your organisation, build recurring rosters, approve timesheets, close incidents, manage access and set up the app.',
  },
  heading: 'Support Documentation',
  subheading: 'Step-by-step guides for your team.',
  text: 'Short, practical guides for administrators, roster managers and support workers. Each one walks through a common job in order, with the checks worth making before you move on. Start with setting up your organisation, then share the rest with your team.',
  items: [
    {
      slug: 'set-up-your-organisation',
      title: 'Getting started: set up your organisation',
      summary:
        'The first hour in Wattlecare: organisation details, facilities, your first users and participants, and the documents your team will need from day one.',
      tag: 'Getting started',
      image: card(setUpYourOrganisation, 'A checklist with three ticked items beside an office building and a gear.'),
      meta: {
        title: 'Getting started: set up your organisation',
        description:
          'Set up your organisation in Wattlecare: details, facilities, users, participants and documents, in the order that makes rostering and timesheets work.',
      },
      body: [
        paragraph(
          'Whether you are on the 7-day free trial or a paid plan, the order you set things up in matters. Rosters need staff and participants, and timesheets need rosters. This guide is for the administrator who will own the account. Plan on about an hour, with your staff list and participant list to hand.',
        ),
        heading('Before you start'),
        list(
          'Your organisation’s legal name, ABN and head office address.',
          'A list of your sites or houses, if you run more than one.',
          'Names, e-mail addresses and roles for at least five users. Every plan has a minimum of 5 users.',
          'Participant details: name, plan dates, funding and current service agreement.',
        ),
        heading('Steps'),
        steps(
          'Log in from the Login button on this site. The application opens in a new tab.',
          'Open the Admin Console and enter your organisation details. Check the ABN carefully, because it appears on invoices.',
          'Add each site as a facility. A facility can be switched on or off, so you can add every site now and turn on the ones going live first.',
          'Add your users and give each one a role: Administrator, Roster Manager, Accountant, HR Manager or NDIS Staff. Give Administrator to as few people as possible.',
          'Add your participants, set them to active, and attach their service agreements and any documents with an expiry date.',
          'Upload your key policies and procedures to the Repository and grant access by role.',
          'Sit with a colleague from each role and open the Role Based Dashboard together, to check that each role sees what it should and nothing more.',
        ),
        heading('Next steps'),
        paragraph(
          'With people and participants in place, build your first roster. Then ask two or three support workers to install the mobile app and try a clock-in before you invite everyone.',
        ),
        heading('Common mistakes'),
        list(
          'Giving everyone the Administrator role to save time. It is harder to take access away later.',
          'Loading participants without their service agreements, which leaves rosters with nothing to check against.',
          'Inviting the whole team before the roster is ready, so their first look at the app is an empty schedule.',
        ),
        paragraph(`If anything in this guide does not match what you see, contact the support team at ${support}.`),
      ],
    },
    {
      slug: 'build-a-recurring-roster',
      title: 'Build a recurring roster',
      summary:
        'Set up shifts that repeat daily, weekly, fortnightly or monthly, choose the right shift type, add paid or unpaid breaks and fill the roster with auto-scheduling.',
      tag: 'Rostering',
      image: card(buildARecurringRoster, 'A roster grid with repeating shift blocks and a circular arrow showing recurrence.'),
      meta: {
        title: 'Build a recurring roster in Wattlecare',
        description:
          'Create recurring shifts with an end date, pick shift types such as sleepover or night, add paid or unpaid breaks and fill open shifts with auto-scheduling.',
      },
      body: [
        paragraph(
          'Most care rosters repeat. A participant who has support every weekday morning, or a SIL home that needs the same sleepover every night, should be set up once and left to run. This guide is for roster managers and administrators.',
        ),
        heading('Choose the right shift type'),
        list(
          'General, morning, afternoon and night shifts for standard supports.',
          'Sleepover shifts, which carry the $66.02 per night sleepover allowance through to the timesheet.',
          'Custom shifts, including long-duration shifts, for anything that does not fit the standard pattern.',
        ),
        heading('Steps'),
        steps(
          'Open Roster Management and pick the facility or participant the shift belongs to.',
          'Create a shift and set its start and end times and its shift type.',
          'Add breaks and mark each one as paid or unpaid, so the timesheet calculates hours correctly.',
          'Turn on recurrence and choose daily, weekly, fortnightly or monthly.',
          'Set an end date. Matching it to the participant’s plan end date or service agreement is a good habit.',
          'Assign a support worker, or leave the shift open and run auto-scheduling to suggest available, qualified workers.',
          'For shifts that are hard to fill, offer them as an expression of interest so workers can put their hand up from the app.',
          'Review the roster for the next fortnight, then publish it. Workers see only their own shifts.',
        ),
        heading('Changing a recurring shift'),
        paragraph(
          'When a participant’s routine changes, edit the series rather than each shift one by one, and check the end date again. If a single shift is different, such as a medical appointment, change that shift only.',
        ),
        paragraph(
          'Group, split and sleepover shifts follow the same steps. For a group shift, add each participant to the shift before you assign workers, so ratios are clear.',
        ),
        heading('Before you publish'),
        list(
          'Check that every recurring series has an end date, so shifts do not run on past a participant’s plan.',
          'Look for open shifts and decide whether to fill them, offer them as an expression of interest or cancel them.',
          'Confirm that sleepovers are set as sleepover shifts, not night shifts, so the allowance is applied.',
        ),
      ],
    },
    {
      slug: 'approve-timesheets',
      title: 'Approve timesheets',
      summary:
        'Review timesheets generated from shift activity and approve them per person, per shift or in bulk, or set up automatic approval for routine shifts.',
      tag: 'Timesheets',
      image: card(approveTimesheets, 'A timesheet with rows of hours, three of them ticked, and a large approval tick.'),
      meta: {
        title: 'Approve timesheets in Wattlecare',
        description:
          'Approve timesheets generated from shift activity per person, per shift or in bulk, set up automatic approval and get hours ready for payroll.',
      },
      body: [
        paragraph(
          'In Wattlecare, nobody fills in a timesheet from scratch. Timesheets are generated from shift activity: the rostered shift, the worker’s clock-in and clock-out, breaks, allowances and any travel they logged. Your job is to check and approve them before payroll. This guide is for roster managers, supervisors and accountants.',
        ),
        heading('What to check'),
        list(
          'Clock-in and clock-out times that differ noticeably from the roster.',
          'Breaks marked as paid or unpaid as expected.',
          'Sleepover allowance of $66.02 per night on sleepover shifts.',
          'Vehicle reimbursement at $0.99 per km, with the vehicle type recorded as Electric or Fuel.',
          'Any shift that started from a manual sign-in request, which a team member needs to have reviewed.',
        ),
        heading('Steps'),
        steps(
          'Open Timesheet and choose the pay period.',
          'Filter to the shifts still waiting for supervisor sign-off. A shift submission is not final until the supervisor signs it off.',
          'To approve per person, open a worker and approve all of their shifts in the period once you are happy.',
          'To approve per shift, open the shift, check the times, breaks and allowances, then approve it or send it back with a note.',
          'To approve in bulk, select the shifts that need no changes and approve them together.',
          'When the period is fully approved, the hours are ready for payroll in the Accounting module.',
        ),
        heading('Automatic approval'),
        paragraph(
          'For routine shifts that match the roster, you can switch on automatic approval for a worker or for individual shifts. Automatic approval saves time but does not replace checking: keep it for patterns that rarely change, and review the exceptions each period.',
        ),
        heading('A worked example'),
        paragraph(
          'Take a worker with five regular weekday shifts and one sleepover in the fortnight. The weekday shifts match the roster, so they are approved in bulk with the rest of the team’s routine shifts. The sleepover is opened on its own: the supervisor confirms the allowance and the clock-out time, signs it off, and it is approved per shift.',
        ),
        paragraph(
          'Accounting, including payroll, is not part of the Essential plan. On Essential, your approved timesheets are the record for whatever payroll process you use today.',
        ),
      ],
    },
    {
      slug: 'report-and-close-an-incident',
      title: 'Report and close an incident',
      summary:
        'Lodge an incident from the app or the web, keep it up to date while it is open, and close it once the follow-up is done. Closed incidents are locked.',
      tag: 'Incidents',
      image: card(
        reportAndCloseAnIncident,
        'An incident report form with a warning symbol and a padlock showing the closed report is locked.',
      ),
      meta: {
        title: 'Report and close an incident in Wattlecare',
        description:
          'Report an incident, update it while open and close it when follow-up is complete. Reports lock once resolved or closed, keeping a clear record for audits.',
      },
      body: [
        paragraph(
          'Good incident records protect participants and your staff, and they are central evidence for the NDIS Practice Standards. This guide is for support workers who report incidents and for the managers who follow them up. Incident Management is available on the Professional and Premium plans.',
        ),
        heading('Reporting an incident'),
        steps(
          'Make sure everyone is safe and get help first. The report comes after.',
          'Open Incident Management in the app or on the web and start a new report.',
          'Choose the participant or participants involved and the date, time and place.',
          'Describe what happened in plain words: what you saw and heard, and what you did.',
          'Add any witnesses and attach photos or documents if they help.',
          'Submit the report. It stays open, and you can still add details while it is open.',
        ),
        heading('Following up and closing'),
        steps(
          'The manager reviews the report and records the immediate actions taken.',
          'If the incident may be reportable, decide and notify the NDIS Quality and Safeguards Commission within the timeframes it sets. Wattlecare keeps the record; your organisation makes the notification.',
          'Record the investigation, contact with the participant and their family or guardian, and any changes to the participant’s risk profile or support plan.',
          'When the follow-up is complete, mark the incident as resolved or closed.',
        ),
        heading('Once an incident is closed'),
        paragraph(
          'Incidents are editable while open and locked once resolved or closed, so the record cannot be changed after the fact. If something new comes to light, open a new report and refer to the earlier one.',
        ),
        paragraph(
          'Who can see an incident depends on the permissions set for each role, so sensitive details reach only the people who need them.',
        ),
        heading('Writing a good report'),
        list(
          'Write it as soon as you safely can, while the details are fresh.',
          'Stick to facts. Describe what happened, not what you think caused it.',
          'Use the participant’s words where they matter, in quotation marks.',
          'Record who you told and when, including the participant’s family or guardian where appropriate.',
        ),
      ],
    },
    {
      slug: 'manage-user-access-and-roles',
      title: 'Manage user access and roles',
      summary:
        'Add and remove users, choose the right role for each person, grant access to files, and know which settings the support team changes for you.',
      tag: 'Administration',
      image: card(manageUserAccessAndRoles, 'Three user badges in different colours connected to a key and a shield.'),
      meta: {
        title: 'Manage user access and roles in Wattlecare',
        description:
          'Give each person the right role, grant file access by role or person, remove leavers promptly and know which settings the support team changes for you.',
      },
      body: [
        paragraph(
          'Participant records are sensitive. Each person should see what their job needs and nothing more. This guide is for administrators and HR Managers, who look after user access rights.',
        ),
        heading('The roles'),
        list(
          'Administrator: full access to users, settings and every module.',
          'Roster Manager: scheduling and staffing, availability and compliance.',
          'Accountant: finance modules such as billing, invoicing, claims and reporting.',
          'NDIS Staff: service delivery, participant plans, documents and incident reporting.',
          'HR Manager: recruitment, onboarding, leave, training, personnel records and user access rights.',
          'Participant: their own plan, schedules, messages and feedback only.',
        ),
        heading('Steps'),
        steps(
          'Open the Access Control Panel and choose Add user.',
          'Enter the person’s name and work e-mail address.',
          'Choose the role that matches their job. If someone needs more, think about whether a second role is right before reaching for Administrator.',
          'Grant access to Repository files by role or to named individuals where a file is sensitive.',
          'Save. The person receives an e-mail to set their password.',
          'When someone leaves, deactivate their account on their last day.',
        ),
        heading('Settings the support team changes'),
        paragraph(
          `Some settings, such as user roles and user types, are changed with the support team rather than in the Access Control Panel. E-mail ${siteConfig.mailboxes.support} or call the support hotline on ${siteConfig.contact.supportHotline.display} with the change you need, and an administrator on your account should make the request.`,
        ),
        paragraph(
          'Review your users every quarter. Look for people who have changed jobs, accounts nobody has used for a while and more administrators than you need.',
        ),
        heading('Good habits'),
        list(
          'Keep at least two administrators, so the account is never locked to one person on leave.',
          'Check staff access straight after a restructure, when people move between teams and sites.',
          'Remember that staff see only their own schedules and cannot reach financial modules, so most support workers need no extra access.',
          'Keep signed documents restricted to authorised users such as admins or HR.',
          'Give every person their own login. Shared accounts make it impossible to tell who changed a record or approved a timesheet.',
        ),
      ],
    },
    {
      slug: 'set-up-the-mobile-app',
      title: 'Set up the mobile app and clock-in',
      summary:
        'Install the app, allow location for geo-verified clock-in, turn on reminders before each shift, and know what to do when a clock-in does not work.',
      tag: 'Mobile app',
      image: card(setUpTheMobileApp, 'A phone showing a location pin and a clock, with a notification bell and a tick beside it.'),
      meta: {
        title: 'Set up the Wattlecare mobile app and clock-in',
        description:
          'Install the Wattlecare app, allow location for geo-verified clock-in, get reminders 15 minutes before each shift, and send a manual sign-in request if needed.',
      },
      body: [
        paragraph(
          'Support workers use the mobile app to see their shifts, clock in and out, write notes and report incidents. This guide is for workers setting up the app for the first time, and for coordinators helping them.',
        ),
        heading('Install and sign in'),
        steps(
          'Download Wattlecare from the App Store or Google Play.',
          'Open the welcome e-mail from your organisation, set your password and sign in to the app with your work e-mail.',
          'Allow location access when asked. Clock-in and clock-out are geo-verified, so the app needs to know you are at the shift location.',
          'Allow notifications so you receive shift reminders and messages.',
          'Open your schedule and check that your upcoming shifts are there. You only see your own shifts.',
        ),
        heading('Clocking in and out'),
        steps(
          'About 15 minutes before your scheduled login, the app reminds you that your shift is coming up.',
          'When you arrive, open the shift and tap clock in. The app checks your location.',
          'During the shift, record breaks and any kilometres travelled. Choose Electric or Fuel for your vehicle.',
          'About 15 minutes before your scheduled logout you get another reminder. Finish your notes, then clock out.',
        ),
        heading('When clock-in does not work'),
        paragraph(
          'If you are at the right place but the app cannot confirm your location, for example because of poor signal, send a manual sign-in request from the shift. A team member reviews the request before it is accepted, so add a short note explaining what happened.',
        ),
        list(
          'Check that location is turned on for the app in your phone’s settings.',
          'Move outside or near a window and try again.',
          'If the problem keeps happening at the same address, tell your coordinator.',
        ),
        heading('Tips for coordinators'),
        paragraph(
          'Run a short session where new workers install the app, sign in and clock in to a practice shift at the office. Most problems, such as location turned off or notifications blocked, show up in the first five minutes and are easy to fix in person.',
        ),
        paragraph(`Coordinators can contact the support team at ${support}.`),
      ],
    },
  ],
};
