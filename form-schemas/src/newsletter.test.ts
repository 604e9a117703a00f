import { exampleNewsletter, firstMessagePerField, isHoneypotFilled, newsletterSchema } from './index';

function errors(input: unknown) {
  const result = newsletterSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error);
}

describe('newsletterSchema', () => {
  it('accepts an address, trimmed, and drops unknown fields', () => {
    expect(newsletterSchema.parse({ email: '  jo.reader@example.com ', to: 'x@example.com' })).toEqual(exampleNewsletter);
  });

  it.each([
    '',
    '   ',
    undefined,
    42,
    'jo',
    'jo@example',
    'jo reader@example.com',
    `${'a'.repeat(250)}@example.com`,
    'jo@example.com\r\nBcc: x@example.com',
  ])('answers the spec message for %j', (email) => {
    const message = 'Please enter a valid email address.';
    const result = errors({ email });
    expect(result.email === message || result.email === 'Remove line breaks from this field').toBe(true);
    if (typeof email === 'string' && !/[\r\n]/.test(email)) expect(result).toEqual({ email: message });
  });
});

describe('isHoneypotFilled', () => {
  it('is filled by any value but missing, null or blank', () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: null })).toBe(false);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ website: 'https://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: 1 })).toBe(true);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
