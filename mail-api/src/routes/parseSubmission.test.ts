import { maxEmailLength, newsletterMessages, newsletterSchema } from '@site/form-schemas';
import { parseWithSchema } from './parseSubmission';

/** The newsletter's body, the simplest form's, as its endpoint parses it. */
const parseNewsletterSubmission = (body: unknown) => parseWithSchema(newsletterSchema, body);

const invalid = { kind: 'invalid', fields: { email: 'Please enter a valid email address.' } };

/** An address of exactly `length` characters. */
function addressOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('parseWithSchema, on the newsletter body', () => {
  it('uses the exact message from the specification', () => {
    expect(newsletterMessages.invalidEmail).toBe('Please enter a valid email address.');
  });

  // The shared schema words a line break differently: it is an attack, not a typo.
  const lineBreak = { kind: 'invalid', fields: { email: 'Remove line breaks from this field' } };

  it.each([
    ['CRLF header injection', { email: 'alex@example.com\r\nBcc: victim@example.com' }],
    ['a lone LF inside', { email: 'alex@exa\nmple.com' }],
    ['a lone CR inside', { email: 'alex@exa\rmple.com' }],
    ['a trailing CRLF', { email: 'alex@example.com\r\n' }],
    ['a leading LF', { email: '\nalex@example.com' }],
  ])('rejects an email with %s', (_label, body) => {
    expect(parseNewsletterSubmission(body)).toEqual(lineBreak);
  });

  it.each([
    ['missing', {}],
    ['null', { email: null }],
    ['a number', { email: 42 }],
    ['an array', { email: ['alex@example.com'] }],
    ['empty', { email: '' }],
    ['whitespace only', { email: ' \t  ' }],
    ['not an e-mail address', { email: 'alex' }],
    ['missing the domain', { email: 'alex@' }],
    ['missing the TLD', { email: 'alex@example' }],
    ['two @', { email: 'alex@@example.com' }],
    ['a space inside', { email: 'alex citizen@example.com' }],
    ['a display name', { email: 'Alex <alex@example.com>' }],
    ['two addresses', { email: 'alex@example.com, sam@example.com' }],
    ['longer than 254 characters', { email: addressOfLength(255) }],
  ])('rejects an email that is %s', (_label, body) => {
    expect(parseNewsletterSubmission(body)).toEqual(invalid);
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['an array', [{ email: 'alex@example.com' }]],
    ['a string', 'alex@example.com'],
  ])('rejects a body that is %s', (_label, body) => {
    expect(parseNewsletterSubmission(body)).toEqual(invalid);
  });

  it('accepts a valid address and trims surrounding spaces and tabs', () => {
    expect(parseNewsletterSubmission({ email: '  \talex.citizen+news@example.com.au \t ' })).toEqual({
      kind: 'valid',
      submission: { email: 'alex.citizen+news@example.com.au' },
    });
  });

  it('accepts an address of exactly 254 characters', () => {
    const email = addressOfLength(maxEmailLength);
    expect(email).toHaveLength(254);
    expect(parseNewsletterSubmission({ email })).toEqual({ kind: 'valid', submission: { email } });
  });

  it('ignores unknown fields', () => {
    expect(parseNewsletterSubmission({ email: 'alex@example.com', name: 'Alex', consent: true })).toEqual({
      kind: 'valid',
      submission: { email: 'alex@example.com' },
    });
  });

  it('treats a filled website field as a honeypot, before validating anything else', () => {
    expect(parseNewsletterSubmission({ email: 'alex@example.com', website: 'https://spam.example' })).toEqual({ kind: 'honeypot' });
    expect(parseNewsletterSubmission({ email: 'not an address', website: 'x' })).toEqual({ kind: 'honeypot' });
  });

  it('does not treat an empty website field as a honeypot', () => {
    for (const website of ['', '   ', null, undefined]) {
      expect(parseNewsletterSubmission({ email: 'alex@example.com', website })).toEqual({
        kind: 'valid',
        submission: { email: 'alex@example.com' },
      });
    }
  });
});

describe('the shared newsletter schema on addresses', () => {
  it.each(['alex@example.com', "o'neil@example.com", 'a_b-c@sub.example.co.uk', 'ALEX@EXAMPLE.COM', 'x@e-xample.io'])(
    'accepts %s',
    (email) => {
      expect(parseNewsletterSubmission({ email })).toEqual({ kind: 'valid', submission: { email } });
    },
  );

  it.each([
    '.alex@example.com',
    'alex.@example.com',
    'al..ex@example.com',
    'alex@-example.com',
    'alex@example.c',
    'alex@[127.0.0.1]',
    'алекс@example.com',
  ])('rejects %s', (email) => {
    expect(parseNewsletterSubmission({ email })).toEqual(invalid);
  });
});
