import type { IndustryOption, IndustryValue } from './types';

/** The industry that shows plan cards, and the default when the address names none. */
export const DEFAULT_INDUSTRY: IndustryValue = 'ndis';

/** The select's options after its "Select Industry" placeholder (spec section 2); never empty. */
export const industryOptions: readonly [IndustryOption, ...IndustryOption[]] = [
  { value: 'ndis', label: 'NDIS Industry' },
  {
    value: 'ict',
    label: 'ICT Industry',
    contactIntro:
      'ICT teams use our rostering, timesheets and access control for on-call rotations and client sites. We price these by the modules and users you need.',
  },
  {
    value: 'retail-hospitality',
    label: 'Retail & Hospitality',
    contactIntro:
      'Casual rosters, split shifts and award-based timesheets change from week to week. Tell us about your venues and we will put together a quote.',
  },
  {
    value: 'multi-site-businesses',
    label: 'Multi-Site Businesses',
    contactIntro:
      'Running several sites means rosters, facilities and reporting across locations. We quote multi-site businesses on the sites and users you run.',
  },
  {
    value: 'manufacturing',
    label: 'Manufacturing',
    contactIntro:
      'Shift rotations, clock-in on the floor and safety incidents: we will scope the modules your plant needs and quote them for you.',
  },
  {
    value: 'construction',
    label: 'Construction',
    contactIntro:
      'Crews move between sites, so geo-verified clock-in, incident reporting and signed documents matter. Talk to us for a quote for your projects.',
  },
];
