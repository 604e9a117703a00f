import {
  areaLabel,
  areaOptions,
  firstMessagePerField,
  localDateTimeToInstant,
  requestFieldLabels,
  requestFieldNames,
  requestSchema,
  toLocalDateTimeValue,
  type RequestKind,
  exampleRequest,
} from './index';

// 05:06:30 UTC on 4 March 2025 is 4:06:30 pm in Sydney (AEDT, UTC+11, getTimezoneOffset() = -660).
const now = new Date('2025-03-04T05:06:30Z');
const sydney = -660;

const valid = { ...exampleRequest, timeZoneOffsetMinutes: sydney };

function errors(input: unknown, kind: RequestKind = 'demo', options = {}) {
  const result = requestSchema(kind, now, options).safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error);
}

describe.each(['demo', 'expert'] as const)('requestSchema(%s)', (kind) => {
  it('accepts a complete request and drops unknown fields', () => {
    const result = requestSchema(kind, now).parse({ ...valid, website: '', recipient: 'x@example.com' });
    expect(result).toEqual(valid);
  });

  it('gives "Required" for each of the seven fields when empty, blank or missing', () => {
    const empty = Object.fromEntries(requestFieldNames.map((name) => [name, '']));
    const blank = Object.fromEntries(requestFieldNames.map((name) => [name, '   ']));
    const expected = Object.fromEntries(requestFieldNames.map((name) => [name, 'Required']));
    for (const input of [empty, blank, {}]) {
      expect(errors({ ...input, timeZoneOffsetMinutes: sydney, privacyAccepted: true }, kind)).toEqual(expected);
    }
  });

  it('trims every text field', () => {
    const padded = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' ? ` ${value}\t ` : value]),
    );
    expect(requestSchema(kind, now).parse(padded)).toEqual(valid);
  });

  it.each(['alex', 'alex@', '@example.com', 'alex@example', 'alex example@example.com'])('rejects the email %j', (email) => {
    expect(errors({ ...valid, email }, kind)).toEqual({ email: 'Enter an email address like name@example.com' });
  });

  it('refuses CR or LF in any text field, even at the ends where trimming would hide it', () => {
    for (const field of ['fullName', 'email', 'phone', 'organisation', 'role'] as const) {
      for (const value of [`${valid[field]}\r\nBcc: x@example.com`, `${valid[field]}\n`, `\r${valid[field]}`]) {
        expect(errors({ ...valid, [field]: value }, kind)).toEqual({ [field]: 'Remove line breaks from this field' });
      }
    }
  });

  it.each(['+61 2 5550 1234', '(02) 5550 1234', '0491570156'])('accepts the phone %j', (phone) => {
    expect(errors({ ...valid, phone }, kind)).toEqual({});
  });

  it.each(['1234567', 'call me please', '02-5550-1234', '0255501234 ext 12', '123456789012345678901'])('rejects the phone %j', (phone) => {
    expect(errors({ ...valid, phone }, kind)).toEqual({ phone: 'Enter a phone number, for example 02 5550 1234' });
  });

  it('caps lengths, counted after trimming', () => {
    const caps = { fullName: 100, email: 254, phone: 30, organisation: 150, role: 100 } as const;
    for (const [field, max] of Object.entries(caps)) {
      const tooLong = field === 'email' ? `${'a'.repeat(max - 11)}@example.com` : '1'.repeat(max + 1);
      expect(errors({ ...valid, [field]: tooLong }, kind)).toEqual({ [field]: `Keep this under ${max} characters` });
    }
    expect(errors({ ...valid, fullName: ` ${'a'.repeat(100)} ` }, kind)).toEqual({});
  });

  it('takes areas from the four options only', () => {
    for (const { value } of areaOptions) expect(errors({ ...valid, areas: value }, kind)).toEqual({});
    expect(errors({ ...valid, areas: 'Accounting' }, kind)).toEqual({ areas: 'Choose one of the listed areas' });
  });

  it('needs the privacy agreement as literally true', () => {
    const message = 'Please agree to the Privacy Policy before submitting.';
    for (const privacyAccepted of [false, 'true', 'on', undefined]) {
      expect(errors({ ...valid, privacyAccepted }, kind)).toEqual({ privacyAccepted: message });
    }
  });

  it('needs a real local date and time in the datetime-local format', () => {
    for (const preferredTime of ['2025-02-30T10:00', '2025-03-05T24:00', '2025-03-05 10:30', '2025-03-05T10:30Z', 'tomorrow']) {
      expect(errors({ ...valid, preferredTime }, kind)).toEqual({ preferredTime: 'Enter a date and time' });
    }
  });

  it('needs the time zone offset as whole minutes within the real range', () => {
    for (const timeZoneOffsetMinutes of [undefined, '-660', 1.5, 900]) {
      expect(Object.keys(errors({ ...valid, timeZoneOffsetMinutes }, kind))).toEqual(['timeZoneOffsetMinutes']);
    }
  });

  it('refuses a body that is not an object without crashing', () => {
    expect(requestSchema(kind, now).safeParse(null).success).toBe(false);
    expect(requestSchema(kind, now).safeParse('text').success).toBe(false);
  });
});

describe('preferredTime "from now on" rule', () => {
  // 4:06 pm in Sydney is the current minute.
  it('accepts the current minute and later on the demo form', () => {
    expect(errors({ ...valid, preferredTime: '2025-03-04T16:06' })).toEqual({});
    expect(errors({ ...valid, preferredTime: '2025-03-04T16:07' })).toEqual({});
  });

  it('refuses an earlier minute on the demo form only', () => {
    const past = { ...valid, preferredTime: '2025-03-04T16:05' };
    expect(errors(past, 'demo')).toEqual({ preferredTime: 'Choose a time from now on' });
    expect(errors(past, 'expert')).toEqual({});
  });

  it("judges the time in the visitor's zone", () => {
    // 4:30 pm is still to come in Sydney (now 4:06 pm) but past in Auckland (UTC+13, now 6:06 pm).
    expect(errors({ ...valid, preferredTime: '2025-03-04T16:30', timeZoneOffsetMinutes: sydney })).toEqual({});
    expect(errors({ ...valid, preferredTime: '2025-03-04T16:30', timeZoneOffsetMinutes: -780 })).toEqual({
      preferredTime: 'Choose a time from now on',
    });
  });

  it('allows the grace the server asks for', () => {
    const threeMinutesAgo = { ...valid, preferredTime: '2025-03-04T16:03' };
    expect(errors(threeMinutesAgo, 'demo', { graceMinutes: 5 })).toEqual({});
    expect(errors({ ...valid, preferredTime: '2025-03-04T16:00' }, 'demo', { graceMinutes: 5 })).toEqual({
      preferredTime: 'Choose a time from now on',
    });
  });

  it('is reported together with the other fields', () => {
    expect(errors({ ...valid, fullName: '', preferredTime: '2025-03-01T09:00' })).toEqual({
      fullName: 'Required',
      preferredTime: 'Choose a time from now on',
    });
  });
});

describe('helpers', () => {
  it('labels the areas as the spec does', () => {
    expect(areaOptions.map(({ label }) => label)).toEqual(['Scheduling', 'Accounting', 'HR', 'NDIS Features']);
    expect(areaLabel('payroll')).toBe('Accounting');
    expect(areaLabel('ndis')).toBe('NDIS Features');
  });

  it('has a label for each of the seven fields', () => {
    expect(Object.keys(requestFieldLabels)).toEqual([...requestFieldNames]);
  });

  it('turns a local time and an offset into an instant', () => {
    expect(localDateTimeToInstant('2025-03-04T16:06', sydney)?.toISOString()).toBe('2025-03-04T05:06:00.000Z');
    expect(localDateTimeToInstant('2025-07-01T09:00', 300)?.toISOString()).toBe('2025-07-01T14:00:00.000Z');
    expect(localDateTimeToInstant('2025-02-29T09:00', 0)).toBeUndefined();
  });

  it('formats a date as a datetime-local value in local time', () => {
    expect(toLocalDateTimeValue(new Date(2025, 2, 4, 9, 5, 59))).toBe('2025-03-04T09:05');
  });

  it('keeps the first message of each field', () => {
    const result = requestSchema('demo', now).safeParse({ ...valid, email: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.filter((issue) => issue.path[0] === 'email').length).toBeGreaterThan(1);
      expect(firstMessagePerField(result.error)).toEqual({ email: 'Required' });
    }
  });
});
