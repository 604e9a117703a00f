import { siteConfig } from '@site/ui';
import type { LegalDocument } from '../types';

const { brand, mailboxes, contact } = siteConfig;
const officeAddress = contact.headOffice.lines.join(', ');

export const privacyPolicy: LegalDocument = {
  path: '/privacy-policy',
  meta: {
    title: 'Privacy Policy',
    description: `How ${brand.name} collects, uses, stores and discloses personal information under the Privacy Act 1988 and the Australian Privacy Principles.`,
  },
  heading: 'Privacy Policy',
  effectiveDate: '2025-07-30',
  intro: [
    `${brand.legalName} (ABN ${brand.abn}) ("${brand.name}", "we", "us") provides cloud workforce, participant and compliance software to disability-support, aged-care and other providers in Australia. We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).`,
    'This policy explains what personal information we collect through this website and in our dealings with prospective and current customers, why we collect it, how we store and protect it, and how you can access it, correct it or make a complaint.',
  ],
  sections: [
    {
      heading: 'Who this policy covers',
      paragraphs: [
        'This policy applies to visitors to our website, people who request a demo, ask to talk to an expert, sign up for a free trial or subscribe to our newsletter, and the staff of our customers who deal with us about their account.',
        'It does not cover the participant, client and worker records that our customers keep in the Wattlecare platform. Section 6 explains how we handle that information.',
      ],
    },
    {
      heading: 'Personal information we collect through this website',
      paragraphs: ['We only collect what you type into our forms. Depending on the form, that is:'],
      list: [
        'Book a Demo and Talk to an Expert: your full name, email address, phone number, organisation, role, the area you are interested in (scheduling, accounting, HR or NDIS features) and your preferred time for a call.',
        'Free trial sign-up: your first and last name, email address, phone number, company name, ABN, industry, the features you want to try and whether you would like a demo.',
        'Newsletter: your email address.',
        'Any other details you choose to include when you email or call us.',
      ],
    },
    {
      heading: 'Information we collect in other ways',
      paragraphs: [
        'When you become a customer we also collect the names, work email addresses and phone numbers of your account administrators and billing contacts, records of support requests, and the details needed to invoice you.',
        'We do not ask for sensitive information, such as health information, through this website. Please do not include participant or health details in a form or an email to us.',
      ],
    },
    {
      heading: 'Why we collect and use it',
      paragraphs: ['We use your personal information to:'],
      list: [
        'respond to your request, arrange a demo or call, and send you a confirmation email;',
        'set up and run your free trial, including sending your login details;',
        'provide, support and bill for the Wattlecare platform if you become a customer;',
        'send the newsletter you subscribed to;',
        'keep our website and services secure and improve them;',
        'meet our legal obligations, such as tax and record-keeping requirements.',
      ],
    },
    {
      heading: 'Direct marketing',
      paragraphs: [
        'We only send our newsletter to people who have subscribed, and we may contact people who asked for a demo, a call or a trial about that request. Every marketing email has an unsubscribe link, or you can ask us to stop by emailing the privacy officer. We do not sell or rent your personal information.',
      ],
    },
    {
      heading: 'Information our customers store in Wattlecare',
      paragraphs: [
        'Our customers use Wattlecare to keep records about their participants, clients and workers, which can include health and other sensitive information. Each customer decides what it collects and is responsible for it under its own privacy obligations and its agreement with us.',
        'We handle that information only to provide, secure and support the platform as the customer instructs, and we do not use it for our own marketing. If your information is held by a provider that uses Wattlecare, please contact that provider first about access or correction; we will help them respond.',
      ],
    },
    {
      heading: 'How we store and protect personal information',
      paragraphs: [
        'The Wattlecare platform is hosted in Australia, and we store the personal information described in this policy in Australia. We protect it with ISO 27001-aligned practices, including encryption in transit, role-based access for our staff, logging of access and regular review of who can see what.',
        'If a data breach is likely to result in serious harm, we will notify the people affected and the Office of the Australian Information Commissioner (OAIC) as the Notifiable Data Breaches scheme requires.',
      ],
    },
    {
      heading: 'Who we disclose it to',
      paragraphs: [
        'We disclose personal information only as needed for the purposes above: to service providers who host our platform, deliver our emails or help us with billing and support, under contracts that require them to protect it; to our professional advisers; and where the law requires or allows it.',
      ],
    },
    {
      heading: 'Overseas disclosure',
      paragraphs: [
        'We do not routinely disclose personal information to recipients outside Australia. If a service provider needs to access information from overseas, for example to resolve a technical fault, we take reasonable steps under APP 8 to make sure it handles the information consistently with the APPs. We will update this policy if that changes.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal information only for as long as we need it for the purposes in this policy or as the law requires. Enquiry and trial details are kept while we are in contact with you and then deleted or de-identified; newsletter details are kept until you unsubscribe; customer account and billing records are kept for as long as tax and corporate laws require.',
      ],
    },
    {
      heading: 'Cookies, analytics and site logs',
      paragraphs: [
        'This website sets no advertising cookies and does not use tracking to show you advertisements on other sites. Our servers keep standard technical logs, such as IP address, browser type and the pages requested, which we use to keep the site secure and working. If we measure how the site is used, we do it in aggregate and not to identify you.',
      ],
    },
    {
      heading: 'Access and correction',
      paragraphs: [
        'You can ask for access to the personal information we hold about you, or ask us to correct it, by emailing the privacy officer. We will respond within 30 days. There is no charge for asking; if we refuse a request we will tell you why in writing and how you can complain.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'If you think we have mishandled your personal information, please contact the privacy officer first and describe what happened. We will acknowledge your complaint, investigate it and give you a written response within 30 days.',
        'If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at www.oaic.gov.au.',
      ],
    },
    {
      heading: 'Contact the privacy officer and changes to this policy',
      paragraphs: [
        `Email the privacy officer at ${mailboxes.enquiries} with "Privacy" in the subject line, or write to the Privacy Officer, ${brand.legalName}, ${officeAddress}.`,
        'We may update this policy from time to time. The current version is always on this page, with the date it took effect.',
      ],
    },
  ],
};
