import details1 from '../../assets/features/t-sign-details-1.svg';
import block1 from '../../assets/features/t-sign-block-1.svg';
import block2 from '../../assets/features/t-sign-block-2.svg';
import block3 from '../../assets/features/t-sign-block-3.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const tSign: FeaturePageContent = {
  path: '/t-sign',
  meta: {
    title: 'T-sign: e-signatures for NDIS and aged-care providers',
    description:
      'Send service agreements, consent forms and employment contracts for e-signature, and keep signed copies viewable only by authorised users such as admins or HR.',
  },
  hero: {
    page: featureCards.tSign.page,
    title: 'T-sign',
    heading: 'Service agreements signed before the first shift, not after the third',
    description:
      'T-sign sends a document to a participant, their representative or a staff member, who signs it on their phone, tablet or computer. The signed copy comes back to Wattlecare and is kept against their record, viewable only by authorised users.',
    descriptionPoints: [
      'Service agreements and consent forms for participants',
      'Employment contracts and policy acknowledgements for staff',
      'PDF and Word document support on the Premium plan',
    ],
    conclusion: 'T-sign is included in the Professional and Premium + AI (beta) plans; it is not part of Essential.',
    image: featureCards.tSign.image,
  },
  selectedTool: {
    heading: 'What providers send through T-sign',
    intro: 'The documents that hold up a start date or a new service when they sit unsigned in someone’s inbox.',
    tools: [
      {
        title: 'Participant documents',
        pointsData: [
          'Service agreements setting out supports, prices and cancellation terms',
          'Consent to collect and share information with other providers',
          'Consent for photos, transport or medication assistance where your process requires it',
        ],
      },
      {
        title: 'Staff documents',
        pointsData: [
          'Employment contracts and contract variations',
          'Code of conduct and policy acknowledgements',
          'Confidentiality agreements',
        ],
      },
      {
        title: 'Sign on any device',
        description:
          'Signers open the document on their phone, tablet or computer and sign with a finger, stylus or mouse. No printer, scanner or envelope.',
      },
      {
        title: 'Plans and file formats',
        pointsData: [
          { title: 'Professional', description: 'T-sign included for your e-signature workflows.' },
          { title: 'Premium + AI (beta)', description: 'Adds PDF and Word document support.' },
        ],
        conclusion: 'T-sign is not included in the Essential plan.',
      },
      {
        title: 'Access to signed copies',
        description: 'Signed documents are viewable only by authorised users such as admins or HR.',
      },
    ],
  },
  details: {
    title: 'Signed, filed and easy to find',
    description:
      'Once every party has signed, the completed document is kept against the participant’s or staff member’s record. Coordinators can see where each document is up to without opening the signed copy.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'A list of four documents with their status: one sent, one waiting for a signature and two signed.',
      },
    ],
    points: [
      'Status at a glance: sent, waiting or signed',
      'Signed copies kept against the person’s record',
      'Viewable only by authorised users such as admins or HR',
    ],
  },
  section3: [
    {
      title: 'Service agreements before services start',
      description:
        'The NDIS Practice Standards expect supports to be agreed with each participant. Send the service agreement from the participant’s record, let them or their representative sign on their own device at home, and file the signed copy without a single scan.',
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A participant at home with a tablet showing a signed service agreement.',
      },
    },
    {
      title: 'Contracts signed before induction day',
      description:
        'New starters sign their employment contract and policy acknowledgements from their phone before their first shift. HR sees each signed copy as soon as it comes back.',
      points: ['Employment contracts', 'Policy acknowledgements', 'Confidentiality agreements'],
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A contract sent by email to a new starter’s phone and returned with their signature.',
      },
    },
    {
      title: 'PDF and Word support on Premium',
      description:
        'On the Premium + AI (beta) plan, T-sign works with PDF and Word documents, so the agreement templates and policies your organisation already uses can go out for signature as they are.',
      image: {
        src: block3,
        width: 480,
        height: 360,
        alt: 'A PDF file and a Word file feeding into a signature pad with a confirm button.',
      },
    },
  ],
  faqSection: {
    title: 'T-sign questions',
    faqData: [
      {
        id: 'which-plans',
        question: 'Which plans include T-sign?',
        answer: 'Professional and Premium + AI (beta). T-sign is not included in the Essential plan.',
        conclusion: 'PDF and Word document support is available only on Premium + AI (beta).',
      },
      {
        id: 'who-can-view',
        question: 'Who can see signed documents?',
        answer: 'Only authorised users such as admins or HR. Support workers and other staff cannot open signed copies.',
      },
      {
        id: 'common-documents',
        question: 'What do providers usually send through T-sign?',
        answer: 'Most start with three kinds of document:',
        points: [
          'Participant service agreements and consent forms',
          'Employment contracts and variations',
          'Policy and code-of-conduct acknowledgements',
        ],
      },
      {
        id: 'signing-devices',
        question: 'What does the person signing need?',
        answer:
          'A phone, tablet or computer. They open the document, read it and sign with a finger, stylus or mouse; there is nothing to print or scan.',
      },
      {
        id: 'where-documents-are-kept',
        question: 'Where are signed documents kept?',
        answer:
          'Against the participant’s or staff member’s record in Wattlecare, which is hosted in Australia and run following ISO 27001-aligned practices.',
      },
    ],
  },
};
