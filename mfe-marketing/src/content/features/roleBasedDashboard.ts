import details1 from '../../assets/features/role-based-dashboard-details-1.svg';
import block1 from '../../assets/features/role-based-dashboard-block-1.svg';
import block2 from '../../assets/features/role-based-dashboard-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const roleBasedDashboard: FeaturePageContent = {
  path: '/role-based-dashboard',
  meta: {
    title: 'Role Based Dashboards for NDIS and aged-care teams',
    description:
      'Dashboards that open on what each role needs: everything for admins, team data for managers, and personal or assigned work for support workers.',
  },
  hero: {
    page: featureCards.roleBasedDashboard.page,
    title: 'Role Based Dashboard',
    heading: 'The right view of the day for every person who logs in',
    description:
      'Wattlecare opens on a dashboard shaped by the user’s role. Administrators see the whole organisation, managers see their team, and support workers see their own shifts and the work assigned to them.',
    points: [
      { title: 'Administrators', description: 'Everything across the organisation: shifts, people, approvals and activity.' },
      { title: 'Managers', description: 'Team data for the staff and participants they are responsible for.' },
      { title: 'Users', description: 'Personal or assigned data: their own shifts, tasks and requests.' },
    ],
    conclusion: 'Because the dashboard follows permissions, nobody has to remember what to hide from whom.',
    image: featureCards.roleBasedDashboard.image,
  },
  selectedTool: {
    heading: 'What the dashboard puts in front of you',
    intro: 'The first screen after login answers the question each role actually has: what is happening, and what needs me?',
    tools: [
      {
        title: 'Shift status at a glance',
        description: 'Every shift on the dashboard is upcoming, ongoing or finished.',
        pointsData: [
          { title: 'Upcoming', description: 'What starts next, who is rostered and where.' },
          { title: 'Ongoing', description: 'Who is on shift right now.' },
          { title: 'Finished', description: 'Completed shifts, ready for the timesheet.' },
        ],
      },
      {
        title: 'Approvals waiting on you',
        description: 'Requests that need a decision are grouped so they are dealt with first.',
        pointsData: ['Leave requests sent to you as an approver', 'Timesheets ready for approval', 'Manual sign-in requests to review'],
      },
      {
        title: 'Team view for managers',
        description: 'Managers see the shifts, hours and activity of their own team, not the whole organisation.',
        conclusion: 'A team leader in one region is not distracted by, or given access to, another region’s data.',
      },
      {
        title: 'Personal view for support workers',
        descriptionPoints: [
          'Today’s and upcoming shifts, with addresses',
          'Tasks and forms assigned to them',
          'The status of their own leave and reimbursement requests',
        ],
      },
      {
        title: 'Organisation view for administrators',
        description:
          'Administrators see activity across every team and facility in one place, which helps when preparing for an audit against the NDIS Practice Standards.',
      },
    ],
  },
  details: {
    title: 'Scope set by role, not by hand',
    description:
      'What a dashboard shows comes from the person’s role and permissions. Change someone’s role and their dashboard changes with it, with no separate report to rebuild.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'Three nested circles: the whole organisation for administrators, a team for managers and a single person for users.',
      },
    ],
    points: [
      'Admin: everything across the organisation',
      'Managers: their team’s data',
      'Users: their personal or assigned data',
      'Approvals appear only for the people who give them',
    ],
  },
  section3: [
    {
      title: 'Upcoming, ongoing, finished',
      description:
        'Coordinators start the day knowing which shifts are about to begin, which are under way and which are finished. A shift that should have started but has nobody on it stands out before the participant is left waiting.',
      points: ['Upcoming shifts with the rostered worker', 'Ongoing shifts as they happen', 'Finished shifts flowing to timesheets'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'Three columns of shift cards: upcoming shifts, ongoing shifts with progress bars and finished shifts with ticks.',
      },
    },
    {
      title: 'Managers see their team, and only their team',
      description:
        'A house or team manager sees the hours, shifts and requests of the people who report to them. Team data stays with the team, while administrators keep the organisation-wide view.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A manager linked to four team members, each with a small chart of their hours, inside a boundary marking the manager’s team.',
      },
    },
  ],
  faqSection: {
    title: 'Role Based Dashboard questions',
    faqData: [
      {
        id: 'dashboard-role-scope',
        question: 'What does each role see on the dashboard?',
        answer: 'The dashboard follows the user’s role and permissions.',
        points: ['Administrators see everything', 'Managers see their team’s data', 'Users see their personal or assigned data'],
      },
      {
        id: 'dashboard-shift-status',
        question: 'What do upcoming, ongoing and finished mean?',
        answer:
          'They are the three states a shift moves through on the dashboard: upcoming before it starts, ongoing while it is being worked and finished once it has ended.',
      },
      {
        id: 'dashboard-participant-view',
        question: 'Can participants see a dashboard?',
        answer:
          'A participant given access sees only their own records, such as their plan, schedules, messages and feedback. They do not see other participants’ records or any financial module.',
      },
      {
        id: 'dashboard-change-role',
        question: 'How do we change what someone sees?',
        answer:
          'Change the person’s role or permissions and their dashboard follows. Some settings, such as user roles and user types, are changed with the help of our support team.',
      },
    ],
  },
};
