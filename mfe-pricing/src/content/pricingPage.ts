/** Copy of the pricing page (the spec's texts are exact: heading, subheading, help card heading). */
export const pricingPage = {
  path: '/pricing',
  meta: {
    title: 'Pricing',
    description:
      'Compare Wattlecare plans for NDIS providers: Essential, Professional and Premium + AI from $9.99 per user per month (AUD, excl. GST), minimum 5 users, 7-day free trial with no credit card.',
  },
  heading: 'PRICING',
  subheading: 'Compare Our Plans And Find Yours',
  quote:
    'One all-in-one NDIS solution for rostering, participants, compliance and payroll, priced per user so you only pay for the team you have.',
  industry: {
    label: 'Your industry',
    placeholder: 'Select Industry',
  },
  plans: {
    heading: 'Plans for NDIS providers',
    minimumUsers: 'minimum 5 users',
    expertLink: 'Talk to an expert',
    featuresHeading: 'Highlights',
    addonsLabel: 'Optional Addons:',
    /** Australian Consumer Law: a business price may exclude GST if it says so clearly. */
    taxNote:
      'Prices are in Australian dollars (AUD) and exclude GST; GST is added to your tax invoice. Billed monthly or annually in advance. Every plan starts with a 7-day free trial, no credit card needed.',
  },
  comparison: {
    heading: 'Compare every feature',
    show: 'Show the full comparison',
    hide: 'Hide the full comparison',
    caption: 'Features included in each NDIS plan',
    featureColumn: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
    comingSoon: 'Coming soon',
  },
  contact: {
    heading: 'Pricing for your industry',
    salesPhone: 'Sales',
    salesHours: 'Sales hours',
    salesEmail: 'Sales e-mail',
    headOffice: 'Head office',
    supportHotline: 'Support hotline',
    mobile: 'Mobile',
    enquiriesEmail: 'Enquiries',
    bookDemo: 'Book a Demo',
  },
  help: {
    heading: 'Still have questions? We are here to help',
    text: 'Our Canberra-based team knows the NDIS Practice Standards and can walk you through plans, migration and onboarding.',
    hotline: 'Support hotline',
    email: 'Support e-mail',
    emailSubject: 'Inquiry',
    bookDemo: 'Book a Demo',
  },
} as const;
