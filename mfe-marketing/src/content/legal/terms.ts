import { siteConfig } from '@site/ui';
import type { LegalDocument } from '../types';

const { brand, mailboxes } = siteConfig;

export const termsAndConditions: LegalDocument = {
  path: '/terms-and-Conditions',
  meta: {
    title: 'Terms and Conditions',
    description: `The terms on which ${brand.legalName} provides the Wattlecare website, free trial and subscription plans.`,
  },
  heading: 'Terms and Conditions',
  effectiveDate: '2025-07-30',
  intro: [
    `These terms are an agreement between ${brand.legalName} (ABN ${brand.abn}) ("${brand.name}", "we", "us") and the organisation that uses the Wattlecare platform or this website ("you"). By starting a free trial, subscribing to a plan or using the platform, you accept these terms on behalf of your organisation.`,
    'If a signed order form or agreement with us says something different, that document applies to the extent of the difference.',
  ],
  sections: [
    {
      heading: 'Who can use Wattlecare',
      paragraphs: [
        'You must be at least 18 years old to accept these terms, start a free trial or subscribe to a plan, and you must have authority to bind the organisation you act for.',
        'Your organisation is responsible for the users it invites, for keeping their login details secure and for removing access when someone leaves.',
      ],
    },
    {
      heading: 'Free trial',
      paragraphs: [
        'You can try Wattlecare free for 7 days. No credit card is needed to start. At the end of the trial you can choose a plan to keep using the platform; if you do not, your trial account is closed and you can ask us to delete the information entered during the trial.',
      ],
    },
    {
      heading: 'Plans, users and fees',
      paragraphs: [
        'Plans are priced per user per month, at the prices shown on our Pricing page when you subscribe. Each plan has a minimum of 5 users, so you pay for at least 5 users even if fewer use the platform.',
        'Which modules and features are included depends on your plan. The LMS (learning management) is an optional addon charged in addition to your plan. Features marked beta or coming soon are not part of any plan until we release them.',
      ],
    },
    {
      heading: 'Billing and payment',
      paragraphs: [
        'You choose monthly or annual billing. Fees are billed in advance for each monthly or annual billing period, based on the number of users on your account. Users you add during a period are charged for the rest of that period.',
        'Invoices are due by the date shown on them. If an invoice stays unpaid after we have reminded you, we may suspend access until it is paid; we will give you notice before we do.',
      ],
    },
    {
      heading: 'Changes to your plan and our prices',
      paragraphs: [
        'You can add users or move to a higher plan at any time. Reductions in users or a move to a lower plan take effect from the start of your next billing period.',
        'We may change our prices by giving you at least 30 days’ notice. A new price applies from your next billing period after the notice ends.',
      ],
    },
    {
      heading: 'Your data and your obligations',
      paragraphs: [
        'You own the information your organisation enters into Wattlecare, including participant, client and worker records. You are responsible for collecting it lawfully, for telling people how it is used and for meeting your own obligations, including under the Privacy Act 1988, the NDIS Practice Standards and any aged-care quality standards that apply to you.',
        'Wattlecare helps you organise rosters, records, incidents and pay, but it does not replace your professional judgement. You remain responsible for care decisions, for reporting incidents to regulators such as the NDIS Quality and Safeguards Commission, and for checking pay and award settings before you run payroll.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You must not, and must not let your users:'],
      list: [
        'use the platform for anything unlawful or to store content you have no right to hold;',
        'try to access accounts, data or systems that are not yours;',
        'test, probe or interfere with the security or performance of the platform without our written consent;',
        'copy, resell or reverse engineer the platform, except as the law allows.',
      ],
    },
    {
      heading: 'Availability and support',
      paragraphs: [
        'We aim for 99.9% uptime for the platform each month. This is an aim, not a guarantee: the platform may be unavailable during planned maintenance, which we schedule outside business hours where we can and announce in advance, or because of events outside our reasonable control.',
        'Support is provided through the channels and hours that apply to your plan.',
      ],
    },
    {
      heading: 'Beta features',
      paragraphs: [
        'Features marked beta, including AI features, are provided for evaluation. They may change or be withdrawn, may not always work as described and should not be relied on as the only source for care, compliance or pay decisions.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'We own the Wattlecare platform, this website and their content. While your subscription is active, you have a non-exclusive, non-transferable right to use the platform for your organisation’s internal purposes. If you send us suggestions, we may use them to improve Wattlecare without any obligation to you.',
      ],
    },
    {
      heading: 'Privacy and confidentiality',
      paragraphs: [
        'We handle personal information as described in our Privacy Policy, and we use the information in your account only to provide, secure and support the platform. Each party must keep the other’s confidential information confidential and use it only for the purposes of this agreement.',
      ],
    },
    {
      heading: 'Australian Consumer Law',
      paragraphs: [
        'Nothing in these terms excludes, restricts or modifies any guarantee, right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded. Where the law allows us to limit our liability for a failure to meet such a guarantee, our liability is limited, at our option, to supplying the services again or paying the cost of having them supplied again.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'Subject to the Australian Consumer Law section above, our total liability to you for all claims arising out of or in connection with these terms or the platform is limited to the fees you paid us in the 12 months before the event that gave rise to the claim.',
        'To the extent the law allows, neither party is liable to the other for any indirect or consequential loss, or for loss of profit or revenue. This does not limit your obligation to pay fees.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You can cancel your subscription at any time with effect from the end of your current billing period. We may suspend or end your access if you seriously breach these terms and do not fix the breach within 14 days of our notice, or straight away if needed to protect the platform or other customers.',
        'Before your account closes you can export your data. After closure we delete it within a reasonable period, unless the law requires us to keep it.',
      ],
    },
    {
      heading: 'Governing law and contact',
      paragraphs: [
        'These terms are governed by the laws of the Australian Capital Territory, and both parties submit to the non-exclusive jurisdiction of the courts of the Australian Capital Territory.',
        `We may update these terms by posting a new version on this page with its effective date and, for customers, giving notice of changes that affect you. Questions about these terms can be sent to ${mailboxes.enquiries}.`,
      ],
    },
  ],
};
