import type { ReleaseNotesContent } from './about/types';

export const releaseNotes: ReleaseNotesContent = {
  path: '/release-notes',
  meta: {
    title: 'Release Notes',
    description:
      'What changed in Wattlecare versions 1.18.0 to 1.22.0: sleepover allowances, vehicle reimbursement, sign-in reminders, performance goals and reviews, and fixes.',
  },
  heading: 'Release Notes',
  intro:
    'We release Wattlecare in small, regular updates. Each release below lists what is new, what we improved and what we fixed. Updates are applied to every account automatically; the mobile app updates through the App Store and Google Play.',
  releases: [
    {
      version: '1.22.0',
      date: '2025-07-28',
      summary:
        'Sleepover allowances and vehicle reimbursements are calculated for you, and workers get reminders before they need to sign in or out.',
      groups: [
        {
          heading: 'New',
          items: [
            'Sleepover allowance: shifts marked as sleepovers now apply the sleepover allowance of $66.02 per night automatically, and the allowance carries through to the timesheet and the pay run.',
            'Vehicle reimbursement: workers can claim kilometres driven for participant transport at $0.99 per km. Each claim records the vehicle type, Electric or Fuel, and goes to an approver before it reaches payroll.',
            'Mobile alerts 15 minutes before scheduled login or logout: the Wattlecare app now sends sign-in and sign-out reminders, typically 15 minutes before the scheduled time of the shift.',
          ],
        },
        {
          heading: 'Improved',
          items: [
            'Paid and unpaid breaks now appear as separate lines on the timesheet, so approvers can see at a glance how break time was treated.',
            'The roster shows a sleepover badge on overnight shifts, making them easier to tell apart from active night shifts.',
          ],
        },
        {
          heading: 'Fixed',
          items: [
            'A split shift that crossed midnight could appear on the wrong day in the fortnightly roster view.',
            'Some Android devices stopped receiving shift notifications after the app was updated.',
          ],
        },
      ],
    },
    {
      version: '1.21.0',
      date: '2025-06-23',
      summary: 'Training assignments by role in T Learning Hub, faster bulk timesheet approval and clearer incident records.',
      groups: [
        {
          heading: 'New',
          items: [
            'T Learning Hub: assign training modules to a role, so new staff in that role receive them automatically, and see completion status for each worker.',
            'Role Based Dashboard: a new card lists workers whose required training or checks, such as NDIS Worker Screening or First Aid, are due to expire.',
          ],
        },
        {
          heading: 'Improved',
          items: [
            'Timesheet bulk approval can be filtered by facility, shift type and pay period before approving.',
            'Incident Management shows who changed what while an incident is open, and clearly marks records that are locked because they are resolved or closed.',
            'Chat conversations can be searched by participant name for users allowed to see that participant.',
          ],
        },
        {
          heading: 'Fixed',
          items: [
            'Documents with an expiry date could send the same reminder twice.',
            'Attachments on incident reports could fail to upload on slow mobile connections.',
          ],
        },
      ],
    },
    {
      version: '1.20.0',
      date: '2025-05-19',
      summary: 'Performance reviews arrive in HR Operations, with self-assessment and reviewer and approver steps.',
      groups: [
        {
          heading: 'New',
          items: [
            'Performance reviews: organisation administrators start a review for a worker or a group of workers. The worker completes a self-assessment, a reviewer adds their input, and an approver signs off the final review.',
            'Reviews can include the worker’s performance goals, so progress against each goal is discussed in the same place.',
          ],
        },
        {
          heading: 'Improved',
          items: [
            'Participant Management shows funding used and remaining against each service agreement.',
            'Forms: file upload fields accept several files at once.',
          ],
        },
        {
          heading: 'Fixed',
          items: [
            'T-sign documents could show as pending after every party had signed.',
            'Wage reports exported to Excel could leave out allowances paid in the last pay run of the month.',
          ],
        },
      ],
    },
    {
      version: '1.19.0',
      date: '2025-04-14',
      summary: 'Performance goals for staff, and clearer manual sign-in requests in Clock In & Clock Out.',
      groups: [
        {
          heading: 'New',
          items: [
            'Performance goals: Facility and Org Admins can create and assign performance goals to staff, with a due date and progress updates that the worker can see in My Profile.',
            'Clock In & Clock Out: when a worker signs in outside the geo-verified area, they can send a manual sign-in request with a reason, which a team member reviews.',
          ],
        },
        {
          heading: 'Improved',
          items: [
            'Recurring shifts: changing one occurrence now asks whether to update only that shift or every later shift in the series.',
            'Leave requests show the approver’s name and the date of each decision.',
          ],
        },
      ],
    },
    {
      version: '1.18.0',
      date: '2025-03-10',
      summary: 'Expression-of-interest shifts reach the right workers faster, and payroll exports get easier.',
      groups: [
        {
          heading: 'New',
          items: [
            'Expression-of-interest shifts can be offered to a saved pool of qualified workers, and the coordinator sees who replied in the order they responded.',
            'Accounting: bank file export is available straight from a finalised pay run.',
          ],
        },
        {
          heading: 'Improved',
          items: [
            'Repository: access to a folder can be granted to a role or to named individuals in one step.',
            'Forms: digital signature fields can be made required before a form is submitted.',
          ],
        },
        {
          heading: 'Fixed',
          items: [
            'Timesheet totals and the pay run could differ by a few minutes on shifts with unpaid breaks.',
            'Participant status filters did not include archived participants when “All” was selected.',
          ],
        },
      ],
    },
  ],
};
