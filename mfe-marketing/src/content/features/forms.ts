import details1 from '../../assets/features/forms-details-1.svg';
import details2 from '../../assets/features/forms-details-2.svg';
import details3 from '../../assets/features/forms-details-3.svg';
import block1 from '../../assets/features/forms-block-1.svg';
import block2 from '../../assets/features/forms-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const forms: FeaturePageContent = {
  path: '/forms',
  meta: {
    title: 'Forms builder for NDIS and aged-care providers',
    description:
      'Build digital forms with text fields, dropdowns, checkboxes, radio buttons, file uploads and signatures, and control who creates, edits and submits them.',
  },
  hero: {
    page: featureCards.forms.page,
    title: 'Forms',
    heading: 'Retire the clipboard: every checklist and consent form, digital',
    description:
      'Build the forms your NDIS or aged-care organisation runs on, from participant intake and consent to vehicle checks and medication checklists, and let staff complete them on the Wattlecare app or in the browser. Submissions land in one place instead of a filing cabinet.',
    descriptionPoints: [
      'Text fields, dropdowns, checkboxes, radio buttons, file uploads and digital signatures',
      'Reusable templates for the forms you fill in every week',
      'Template creation, editing and submission controlled by permissions',
    ],
    conclusion: 'Parts of Forms are not included in the Essential plan; the Pricing page shows what each plan includes.',
    image: featureCards.forms.image,
  },
  selectedTool: {
    heading: 'Everything a form needs',
    intro: 'Build forms from the same six field types, whether it is a two-question checklist or a full intake form.',
    tools: [
      {
        title: 'Field types',
        pointsData: [
          { title: 'Text fields', description: 'Short answers and longer notes.' },
          { title: 'Dropdowns', description: 'One choice from a list you control.' },
          { title: 'Checkboxes', description: 'Tick every item that applies.' },
          { title: 'Radio buttons', description: 'One answer from a few options.' },
          { title: 'File uploads', description: 'Photos, scans and PDFs attached to the submission.' },
          { title: 'Digital signatures', description: 'Signed on screen by the person completing the form.' },
        ],
      },
      {
        title: 'Reusable templates',
        description:
          'Build a form once and reuse it. When a procedure changes, update the template and staff use the updated form from then on.',
      },
      {
        title: 'Permission-controlled',
        descriptionPoints: [
          'Choose who can create and edit templates',
          'Choose who can submit each form',
          'Keep sensitive forms away from people who do not need them',
        ],
      },
      {
        title: 'Filled in where the work happens',
        description:
          'Support workers complete forms on the Wattlecare app during a shift, with photos and signatures captured on the spot.',
        conclusion: 'No more paper forms left in a car or retyped at the office.',
      },
      {
        title: 'Forms care providers build first',
        pointsData: [
          'Participant intake and consent',
          'Vehicle safety checks before transporting a participant',
          'Home and environment risk assessments',
          'Feedback and complaints',
        ],
      },
    ],
  },
  details: {
    title: 'Build it, share it, sign it',
    description:
      'Combine choice fields, uploads and signatures in one form. The completed submission keeps every answer, file and signature together, ready when a coordinator, auditor or the participant’s family needs to see it.',
    images: [
      {
        src: details1,
        width: 320,
        height: 240,
        alt: 'A checkbox list with two items ticked beside a radio button group with one option selected.',
      },
      {
        src: details2,
        width: 320,
        height: 240,
        alt: 'A file upload drop zone with a cloud and arrow, above two uploaded files: a PDF and a photo.',
      },
      {
        src: details3,
        width: 320,
        height: 240,
        alt: 'A document signed on the signature line, with a pen and a verified badge.',
      },
    ],
    points: [
      'Checkboxes and radio buttons for consistent answers',
      'File uploads for photos and supporting documents',
      'Digital signatures captured on a phone, tablet or computer',
    ],
  },
  section3: [
    {
      title: 'Templates under control',
      description:
        'Only the people you choose can create or change a template, so the consent form a worker fills in is the one your quality lead approved. Permissions also decide who can submit each form.',
      points: ['Create and edit rights for templates', 'Submit rights for each form', 'One approved version in use'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'Five form templates in different colours, one locked with a padlock and linked to the staff member allowed to edit it.',
      },
    },
    {
      title: 'Submissions you can find again',
      description:
        'Each completed form is stored with who submitted it and when. Coordinators see what has come in and what is still outstanding, without searching inboxes or filing cabinets.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A tablet sending a completed form with ticked boxes and a signature, and a list of received submissions, two complete and one pending.',
      },
    },
  ],
  faqSection: {
    title: 'Forms questions',
    faqData: [
      {
        id: 'forms-field-types',
        question: 'Which field types can a form use?',
        answer: 'Six field types cover most care paperwork.',
        points: ['Text fields', 'Dropdowns', 'Checkboxes', 'Radio buttons', 'File uploads', 'Digital signatures'],
      },
      {
        id: 'forms-permissions',
        question: 'Who can create, edit and submit forms?',
        answer:
          'Form template creation, editing and submission are permission-controlled. Your administrators decide who builds and changes templates and who can submit each form.',
      },
      {
        id: 'forms-signatures',
        question: 'How are signatures captured on a form?',
        answer:
          'The signer signs on screen on a phone, tablet or computer, and the signature is saved with the submission. For documents such as service agreements that need their own signing process, use T-sign.',
      },
      {
        id: 'forms-paper-conversion',
        question: 'Can we recreate our existing paper forms?',
        answer:
          'Yes. Most paper forms map onto text fields, dropdowns, checkboxes and radio buttons, with file uploads for attachments and a signature field where the paper form had a signature line.',
      },
      {
        id: 'forms-plans',
        question: 'Is Forms included in the Essential plan?',
        answer:
          'Forms is available, but parts of it are not included in the Essential plan. The Pricing page compares Essential, Professional and Premium + AI (beta).',
      },
    ],
  },
};
