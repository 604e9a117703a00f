/**
 * The free-trial sign-up's fields as plain values (no zod): names, labels, options, the spec's
 * messages and the ABN check. The dialog renders and checks from these before its schema
 * (trial.ts) has arrived; mail-api's e-mail reads the same labels.
 */

export const trialFieldNames = ['firstName', 'lastName', 'email', 'phone', 'company', 'abn', 'industry', 'features', 'demo'] as const;
export type TrialFieldName = (typeof trialFieldNames)[number];

/** Labels used by the dialog and by the internal e-mail, so IT support reads what the visitor read. */
export const trialFieldLabels: Readonly<Record<TrialFieldName, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  abn: 'ABN',
  industry: 'Industry',
  features: 'Features you want to try',
  demo: 'Would you like a demo?',
};

export const industryOptions = [
  { value: 'ndis', label: 'NDIS' },
  { value: 'ict', label: 'ICT' },
  { value: 'retail-hospitality', label: 'Retail & Hospitality' },
  { value: 'multi-site-businesses', label: 'Multi-Site Businesses' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'construction', label: 'Construction' },
] as const;
export type Industry = (typeof industryOptions)[number]['value'];

export function industryLabel(industry: Industry): string {
  return industryOptions.find((option) => option.value === industry)?.label ?? industry;
}

/** The spec's feature options; the value sent is the label itself. */
export const trialFeatureOptions = [
  'Roster & Schedule',
  'Timesheet',
  'Admin Console',
  'Access Control Panel',
  'HR Operation',
  'Digital Signatures',
] as const;
export type TrialFeature = (typeof trialFeatureOptions)[number];

export const demoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const trialMessages = {
  required: 'This field is required',
  alertHeading: 'Validation Error',
  alertText: 'Please fill in all required fields.',
  email: 'Enter an email address like name@example.com',
  phone: 'Enter a phone number, for example 02 5550 1234',
  abn: 'Enter the 11-digit ABN shown on the Australian Business Register',
  option: 'Choose one of the listed options',
  tooLong: (max: number) => `Keep this under ${max} characters`,
} as const;

export const trialFieldMaxLengths = { firstName: 60, lastName: 60, phone: 30, company: 150 } as const;

/**
 * An ABN is 11 digits whose weighted sum (first digit minus 1) divides by 89 (the ATO's published
 * check). Catches the typo before IT support tries to set up an account under a wrong number.
 */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = weights.reduce((total, weight, index) => total + (Number(digits.charAt(index)) - (index === 0 ? 1 : 0)) * weight, 0);
  return sum % 89 === 0;
}

/** `12 345 678 901` style, as the ABR prints it. */
export function formatAbn(value: string): string {
  const digits = value.replace(/\s/g, '');
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
