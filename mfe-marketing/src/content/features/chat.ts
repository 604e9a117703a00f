import details1 from '../../assets/features/chat-details-1.svg';
import block1 from '../../assets/features/chat-block-1.svg';
import block2 from '../../assets/features/chat-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const chat: FeaturePageContent = {
  path: '/chat',
  meta: {
    title: 'Secure internal Chat for care teams',
    description:
      'Internal secure messaging for support workers, coordinators and managers, with one-to-one and group chats, shared files and message logs for admins.',
  },
  hero: {
    page: featureCards.chat.page,
    title: 'Chat',
    heading: 'Keep work conversations in Wattlecare, not in personal group texts',
    description:
      'Chat gives your whole team internal, secure messaging in the browser and on the Wattlecare app. Coordinators reach the worker on shift, teams share updates, and the organisation keeps a record of what was said.',
    descriptionPoints: [
      'One-to-one and group conversations between staff',
      'Documents shared inside the conversation',
      'Detailed message logs available to administrators',
    ],
    conclusion:
      'Conversations about participants stay on a platform hosted in Australia and run with ISO 27001-aligned practices, rather than on staff members’ personal messaging apps.',
    image: featureCards.chat.image,
  },
  selectedTool: {
    heading: 'How care teams use Chat day to day',
    intro: 'Most of a coordinator’s day is quick questions. Chat keeps them in one place, tied to the people who asked them.',
    tools: [
      {
        title: 'Direct messages',
        description: 'Message a support worker, coordinator or manager by name.',
        pointsData: [
          'Quick questions about a shift, an address or a participant’s routine',
          'Read and answered on the app between visits',
          'History kept with the conversation',
        ],
      },
      {
        title: 'Group conversations',
        pointsData: [
          { title: 'Teams', description: 'A conversation for each team or roster group.' },
          { title: 'Houses and facilities', description: 'Everyone working at one SIL house or facility in one thread.' },
          { title: 'Announcements', description: 'Post a change once instead of texting each worker.' },
        ],
      },
      {
        title: 'Handovers that are written down',
        description: 'Workers post shift-to-shift handover notes in the group, so the next person starts the shift informed.',
        conclusion: 'Formal progress notes still belong in the participant’s record; Chat is for the conversation around them.',
      },
      {
        title: 'Oversight for administrators',
        descriptionPoints: [
          'Administrators can see detailed message logs',
          'The full context is there when a complaint or incident needs it',
          'Staff know that work chat is a workplace record',
        ],
      },
    ],
  },
  details: {
    title: 'Chat in every support worker’s pocket',
    description:
      'Support workers use Chat on the Wattlecare app for iOS and Android, so a question from the road reaches the office without a phone call and the answer is still there at the next visit.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'A phone showing a chat with text messages, a shared PDF document and a reply, next to a message preview and a typing indicator.',
      },
    ],
    points: [
      'The same conversations on the phone and in the browser',
      'Documents shared without emailing attachments',
      'No personal phone numbers swapped between staff',
    ],
  },
  section3: [
    {
      title: 'Message logs when you need the full story',
      description:
        'When a complaint, an incident or a dispute depends on what was said and when, administrators can review detailed message logs instead of asking staff for screenshots.',
      points: ['Sender and time for every message', 'Available to administrators only', 'Useful alongside incident and complaint records'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A message log listing senders, messages and times, one row highlighted under a magnifying glass, with a shield.',
      },
    },
    {
      title: 'A conversation for every house and team',
      description:
        'Set up a group for each supported independent living house, facility or community team. Updates about a participant’s appointment or a change to the roster reach everyone on that team at once.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A house at the centre connected to five staff members, each with a chat bubble.',
      },
    },
  ],
  faqSection: {
    title: 'Chat questions',
    faqData: [
      {
        id: 'chat-security',
        question: 'Is Chat secure enough for conversations about participants?',
        answer:
          'Chat is internal messaging inside Wattlecare: only people with an account in your organisation can take part. The platform is hosted in Australia and run with ISO 27001-aligned practices.',
        conclusion: 'As with any record, share only the personal information the conversation needs.',
      },
      {
        id: 'chat-admin-logs',
        question: 'Can administrators read chat messages?',
        answer:
          'Yes. Administrators can see detailed chat message logs. Let staff know that work chat is a workplace record, in the same way as emails and progress notes.',
      },
      {
        id: 'chat-progress-notes',
        question: 'Should support workers write progress notes in Chat?',
        answer:
          'No. Progress notes belong in the participant’s record in Participant Management, where they sit with the plan and service agreement. Use Chat for the questions and handovers around the shift.',
      },
      {
        id: 'chat-plans',
        question: 'Is Chat included in every plan?',
        answer:
          'Chat is available, but parts of it are not included in the Essential plan. The Pricing page compares what Essential, Professional and Premium + AI (beta) include.',
      },
    ],
  },
};
