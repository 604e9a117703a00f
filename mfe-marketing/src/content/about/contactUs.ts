import type { ContactUsContent } from './types';

export const contactUs: ContactUsContent = {
  path: '/contact-us',
  meta: {
    title: 'Contact Us',
    description:
      'Contact Wattlecare about rostering, participant management, payroll or support. Our Canberra-based team replies within one business day.',
  },
  heading: 'Contact Us',
  intro:
    'Questions about rosters, participant records, payroll or moving off spreadsheets? Call, email or send us a message and the right person on our team will get back to you.',
  formHeading: 'Send us a message',
  formIntro:
    'Tell us a little about your organisation and what you would like to talk about. There is no need to include any participant or personal health information.',
  office: {
    heading: 'Head office',
    text: 'Our team works from Canberra and supports providers across Australia.',
  },
  phone: {
    heading: 'Call us',
    text: 'For pricing and demos call sales; existing customers can call the support hotline.',
    labels: {
      salesPhone: 'Sales',
      supportHotline: 'Support hotline',
      mobile: 'Mobile',
      salesHours: 'Sales hours',
    },
  },
  email: {
    heading: 'Email us',
    text: 'Choose the mailbox that fits your question so it reaches the right team first time.',
    labels: {
      enquiries: 'General enquiries',
      sales: 'Sales',
      support: 'Customer support',
    },
  },
  responsePromise: 'We reply to every message within one business day.',
};
