import {
  exampleTrial,
  firstMessagePerField,
  industryOptions,
  isValidAbn,
  trialFeatureOptions,
  trialFieldLabels,
  trialFieldNames,
  trialSchema,
} from './index';

function errors(input: unknown) {
  const result = trialSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error);
}

describe('trialSchema', () => {
  it('accepts a complete sign-up and drops unknown fields', () => {
    expect(trialSchema.parse({ ...exampleTrial, website: '', to: 'x@example.com', subject: 'Hi' })).toEqual(exampleTrial);
  });

  it('gives "This field is required" for every one of the nine fields when empty, blank or missing', () => {
    const expected = Object.fromEntries(trialFieldNames.map((name) => [name, 'This field is required']));
    const empty = { ...Object.fromEntries(trialFieldNames.map((name) => [name, ''])), features: [] };
    const blank = { ...Object.fromEntries(trialFieldNames.map((name) => [name, ' \t '])), features: [] };
    for (const input of [empty, blank, {}]) expect(errors(input)).toEqual(expected);
  });

  it('trims the text fields', () => {
    const padded = { ...exampleTrial, firstName: '  Sam ', company: ' Banksia Community Care\t', industry: ' ndis ' };
    expect(trialSchema.parse(padded)).toEqual(exampleTrial);
  });

  it('needs at least one feature, from the six options only, each once and in the listed order', () => {
    expect(trialFeatureOptions).toEqual([
      'Roster & Schedule',
      'Timesheet',
      'Admin Console',
      'Access Control Panel',
      'HR Operation',
      'Digital Signatures',
    ]);
    expect(errors({ ...exampleTrial, features: [] })).toEqual({ features: 'This field is required' });
    expect(errors({ ...exampleTrial, features: 'Timesheet' })).toEqual({ features: 'This field is required' });
    expect(errors({ ...exampleTrial, features: ['Payroll'] })).toEqual({ features: 'Choose one of the listed options' });
    expect(trialSchema.parse({ ...exampleTrial, features: ['Timesheet', 'Roster & Schedule', 'Timesheet'] }).features).toEqual([
      'Roster & Schedule',
      'Timesheet',
    ]);
  });

  it('takes industry from the six spec values and demo as yes or no', () => {
    expect(industryOptions.map(({ value }) => value)).toEqual([
      'ndis',
      'ict',
      'retail-hospitality',
      'multi-site-businesses',
      'manufacturing',
      'construction',
    ]);
    for (const { value } of industryOptions) expect(errors({ ...exampleTrial, industry: value })).toEqual({});
    expect(errors({ ...exampleTrial, industry: 'aged-care' })).toEqual({ industry: 'Choose one of the listed options' });
    expect(errors({ ...exampleTrial, demo: 'no' })).toEqual({});
    expect(errors({ ...exampleTrial, demo: 'maybe' })).toEqual({ demo: 'Choose one of the listed options' });
  });

  it('checks the ABN with the ATO check digits and stores it formatted', () => {
    expect(isValidAbn('98765432122')).toBe(true);
    expect(isValidAbn('98 765 432 121')).toBe(false);
    expect(isValidAbn('9876543212')).toBe(false);
    expect(trialSchema.parse({ ...exampleTrial, abn: '98765432122' }).abn).toBe('98 765 432 122');
    for (const abn of ['98 765 432 121', '1234', 'ABN 98765432122']) {
      expect(errors({ ...exampleTrial, abn })).toEqual({ abn: 'Enter the 11-digit ABN shown on the Australian Business Register' });
    }
  });

  it('checks e-mail and phone formats beyond the input types, and caps lengths', () => {
    expect(errors({ ...exampleTrial, email: 'sam@' })).toEqual({ email: 'Enter an email address like name@example.com' });
    expect(errors({ ...exampleTrial, phone: 'ring me' })).toEqual({ phone: 'Enter a phone number, for example 02 5550 1234' });
    expect(errors({ ...exampleTrial, firstName: 'a'.repeat(61) })).toEqual({ firstName: 'Keep this under 60 characters' });
    expect(errors({ ...exampleTrial, company: 'a'.repeat(151) })).toEqual({ company: 'Keep this under 150 characters' });
  });

  it('refuses CR or LF in any text field', () => {
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'company', 'abn'] as const) {
      expect(errors({ ...exampleTrial, [field]: `${exampleTrial[field]}\r\nBcc: x@example.com` })).toEqual({
        [field]: 'Remove line breaks from this field',
      });
    }
  });

  it('has a label for each of the nine fields', () => {
    expect(Object.keys(trialFieldLabels)).toEqual([...trialFieldNames]);
  });
});
