/**
 * Copy of the full-screen free-trial dialog. Field labels, messages and options come from
 * @site/form-schemas (shared with IT support's e-mail); the alerts are in alerts.ts.
 */
export const freeTrial = {
  heading: 'Start your 7-day free trial',
  close: 'Close',
  noCard: 'No credit card needed.',
  intro:
    'Try every Wattlecare module with your own team for seven days. Tell us about your organisation and our IT support team will set up your trial and e-mail your login details.',
  allRequired: 'All fields are required.',
  industryPlaceholder: 'Select industry',
  submit: 'Start free trial',
} as const;
