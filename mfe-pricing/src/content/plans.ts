import type { PricingPlan } from './types';

/** Minimum number of paid users on every plan (spec section 9). */
export const MINIMUM_USERS = 5;
export const optionalAddons = ['LMS'] as const;

/** The NDIS plans (spec section 9): per user per month, Australian dollars excluding GST. */
export const pricingPlans: readonly PricingPlan[] = [
  {
    id: 1,
    column: 'data1',
    title: 'Essential',
    subTitle: 'For one module',
    description:
      'Start with the module you need most, such as rostering or timesheets, and keep your team on one secure, Australian-hosted system.',
    Pricing: 9.99,
    timePeriod: 'per user / month',
    features: ['roster', 'timesheet', 'clockInOut', 'participants', 'formsBuilder', 'supportChat'],
  },
  {
    id: 2,
    column: 'data2',
    title: 'Professional',
    subTitle: 'For two or more modules',
    description: 'Connect rostering, incidents, documents and payroll so your coordinators and finance team work from the same records.',
    Pricing: 19.99,
    timePeriod: 'per user / month',
    features: ['roster', 'incidents', 'repository', 'tsign', 'accounting', 'singleTouchPayroll', 'chatLogs'],
    tag: 'MOST POPULAR',
  },
  {
    id: 3,
    column: 'data3',
    title: 'Premium + AI (beta)',
    subTitle: 'For every module',
    description:
      'The whole platform with 24/7 dedicated support and a dedicated manager, plus early access to AI features as they are released.',
    Pricing: 39.99,
    timePeriod: 'per user / month',
    features: ['roster', 'incidents', 'tsignDocuments', 'accounting', 'bankFeed', 'awards', 'supportChat'],
  },
];
