/**
 * The one place for the brand, contact details, mailboxes and outbound links.
 * All values are fictitious: example.com domains and numbers from ACMA's ranges reserved for
 * fiction ((02) 5550 xxxx, 0491 570 xxx).
 */
export const siteConfig = {
  brand: {
    name: 'Wattlecare',
    legalName: 'Wattlecare Pty Ltd',
    abn: '12 345 678 901',
    tagline: 'Workforce, participant and compliance management for care providers',
    siteUrl: 'https://www.wattlecare.example.com',
  },
  contact: {
    salesPhone: { display: '(02) 5550 1234', tel: '+61255501234' },
    supportHotline: { display: '(02) 5550 4321', tel: '+61255504321' },
    mobile: { display: '0491 570 156', tel: '+61491570156' },
    salesHours: 'Mon-Fri 9:00 AM to 5:30 PM',
    headOffice: {
      lines: ['Level 4, 18 Example Place', 'Canberra ACT 2601', 'Australia'],
    },
  },
  /** Mailboxes. The mail API reads these as defaults; env may override them per deployment. */
  mailboxes: {
    enquiries: 'enquiries@wattlecare.example.com',
    sales: 'sales@wattlecare.example.com',
    support: 'support@wattlecare.example.com',
    itSupport: 'itsupport@wattlecare.example.com',
    noReply: 'no-reply@wattlecare.example.com',
  },
  links: {
    login: 'https://app.wattlecare.example.com/login',
    social: {
      facebook: 'https://facebook.example.com/wattlecare',
      youtube: 'https://youtube.example.com/@wattlecare',
      linkedin: 'https://linkedin.example.com/company/wattlecare',
      instagram: 'https://instagram.example.com/wattlecare',
    },
    stores: {
      ios: 'https://apps.example.com/au/app/wattlecare/id0000000001',
      android: 'https://play.example.com/store/apps/details?id=com.example.wattlecare',
    },
  },
} as const;

export type SiteConfig = typeof siteConfig;
export type SocialNetwork = keyof SiteConfig['links']['social'];
export type AppStore = keyof SiteConfig['links']['stores'];
