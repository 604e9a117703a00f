/** Copy of the Book a Demo and Talk-to-an-expert pages; the form's own copy is in requestForm.ts. */
export const demoPage = {
  path: '/requestDemo',
  title: 'Book a Demo',
  description: 'Book a personalised Wattlecare demo for your NDIS or aged-care organisation. Our team replies within one business day.',
  heading: 'Book a Demo',
  subtext: 'Tell us a little about your organisation and our team will reply within one business day to find a time that suits you.',
} as const;

export const expertPage = {
  path: '/salesPage',
  title: 'Talk to an expert',
  description: 'Talk to a Wattlecare product expert about plans, migration and the modules your organisation needs.',
  heading: 'Talk to an expert',
  subtext: 'Not sure which plan or modules fit? A product expert will reply within one business day.',
} as const;
