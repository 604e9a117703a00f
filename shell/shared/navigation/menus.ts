/** The top bar, mobile drawer and footer link lists. Labels only: destinations come from the label map. */

export interface MenuGroup {
  /** Group heading shown in the panel (Solutions is grouped); none for a plain list. */
  readonly heading?: string;
  readonly labels: readonly string[];
}

export interface TopItem {
  readonly label: string;
  /** Items with groups open a panel; an item without is a plain link (Pricing). */
  readonly groups?: readonly MenuGroup[];
}

/** The 16 modules of the platform, in the order the Product panel lists them. */
export const productModules = [
  'Roster Management',
  'Timesheet',
  'Admin Console',
  'Access Control Panel',
  'HR Operations',
  'T-sign',
  'Clock In & Clock Out',
  'Participant Management',
  'Incident Management',
  'Repository',
  'Role Based Dashboard',
  'My Profile',
  'Forms',
  'Accounting',
  'T Learning Hub',
  'Chat',
] as const;

export const topNavigation: readonly TopItem[] = [
  { label: 'About', groups: [{ labels: ['Our Story', 'Our Mission & Vision', 'Team', 'Careers', 'Contact Us'] }] },
  {
    label: 'Product',
    groups: [
      { heading: 'MODULES', labels: productModules },
      { heading: 'OVERVIEW', labels: ['Platform Overview', 'Scheduling', 'Time Management', 'HR Management', 'Communication'] },
    ],
  },
  {
    label: 'Solutions',
    groups: [
      {
        heading: 'BY INDUSTRY',
        labels: ['NDIS', 'ICT', 'Retail & Hospitality', 'Multi-site Businesses', 'Construction', 'Manufacturing', 'More Industries'],
      },
      { heading: 'BY CARE', labels: ['Disability Support', 'Aged Care', 'Childcare Centres', 'Allied Health', 'Home & Community Care'] },
      { heading: 'BY ROLE', labels: ['Administrator', 'Roster Manager', 'NDIS Staff', 'HR Manager', 'Accountant', 'Participant'] },
      { heading: 'BY BUSINESS TYPE', labels: ['Small Businesses', 'Enterprise', 'Franchises', 'Startups'] },
      { heading: 'BY BUSINESS PROBLEM', labels: ['Compliance', 'Employee Engagement', 'Time Efficiency', 'Cost Optimisation'] },
    ],
  },
  { label: 'Pricing' },
  { label: 'Resources', groups: [{ labels: ['Blog', 'Case Studies', 'Whitepapers', 'FAQs', 'Support Documentation'] }] },
  { label: 'Additional Features', groups: [{ labels: ['Book a Demo', 'Free Trial Sign-Up', 'Integration'] }] },
];

export interface FooterColumn {
  readonly heading: 'Products' | 'Get Started' | 'Explore' | 'Company' | 'Support';
  readonly labels: readonly string[];
}

export const footerColumns: readonly FooterColumn[] = [
  { heading: 'Products', labels: ['Platform Overview', 'Scheduling', 'Time Management', 'HR Management', 'Communication', 'Features'] },
  { heading: 'Get Started', labels: ['Book a Demo', 'Free Trial Sign-Up', 'Talk to an Expert', 'Pricing'] },
  { heading: 'Explore', labels: ['Blog', 'Case Studies', 'Whitepapers', 'Release Notes'] },
  { heading: 'Company', labels: ['Our Story', 'Our Mission & Vision', 'Team', 'Careers', 'Contact Us'] },
  { heading: 'Support', labels: ['FAQs', 'Support Documentation', 'Privacy Policy', 'Terms and Conditions', 'Accessibility'] },
];

export const socialLabels = ['facebook', 'youtube', 'linkedin', 'instagram'] as const;
