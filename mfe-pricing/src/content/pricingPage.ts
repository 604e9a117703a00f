/** Copy of the pricing page. Plans and the comparison table arrive with their own data files. */
export const pricingPage = {
  title: 'Pricing',
  description:
    'Compare Wattlecare plans for NDIS and aged-care providers: per user per month, minimum 5 users, 7-day free trial with no credit card.',
  heading: 'PRICING',
  subheading: 'Compare Our Plans And Find Yours',
  quote:
    'One all-in-one NDIS solution for rostering, participants, compliance and payroll, priced per user so you only pay for the team you have.',
  expertPrompt: 'Not sure which plan fits your organisation?',
  expertLink: 'Talk to an expert',
} as const;
