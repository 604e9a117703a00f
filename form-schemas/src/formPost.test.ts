import {
  EXAMPLE_NOW,
  exampleNewsletter,
  exampleRequest,
  exampleTrial,
  firstMessagePerField,
  isHoneypotFilled,
  requestForms,
  requestMessages,
  trialMessages,
  visitorForms,
  type FormPostValues,
  type VisitorForm,
} from './index';

/** A urlencoded body as the browser posts it, read as a form's decoder reads it. */
function posted(body: string | Record<string, string | readonly string[]>): FormPostValues {
  const params = new URLSearchParams();
  if (typeof body === 'string') new URLSearchParams(body).forEach((value, name) => params.append(name, value));
  else for (const [name, value] of Object.entries(body)) for (const one of [value].flat()) params.append(name, one);
  return (name) => params.getAll(name);
}

/** The schema's messages for a decoded post, judged at EXAMPLE_NOW. */
function errors(form: VisitorForm, body: Parameters<typeof posted>[0]) {
  const result = form.schemaAt(EXAMPLE_NOW).safeParse(form.fromFormPost(posted(body)));
  return result.success ? {} : firstMessagePerField(result.error);
}

/** The example request as its form's controls post it without script: no offset, the privacy box ticked. */
const requestPost = {
  fullName: exampleRequest.fullName,
  email: exampleRequest.email,
  phone: exampleRequest.phone,
  organisation: exampleRequest.organisation,
  role: exampleRequest.role,
  areas: exampleRequest.areas,
  preferredTime: exampleRequest.preferredTime,
  privacyAccepted: 'on',
  website: '',
};

/** What the shell's page adds to every plain post: never a field of the form's. */
const shellFields = { 'form-endpoint': '/api/requests/demo', 'form-sent': '/thank-you/demo' };

describe.each([
  ['demo', requestForms.demo],
  ['expert', requestForms.expert],
] as const)('the %s request posted as plain HTML', (_kind, form) => {
  it('decodes to the object the script sends, which the schema accepts as it does that one', () => {
    const decoded = form.fromFormPost(posted({ ...requestPost, ...shellFields }));
    // exampleRequest's time is in March: Sydney summer time (UTC+11).
    expect(decoded).toEqual({ ...requestPost, privacyAccepted: true, timeZoneOffsetMinutes: -660 });
    expect(form.schemaAt(EXAMPLE_NOW).parse(decoded)).toEqual(exampleRequest);
  });

  it.each(['on', 'yes', ''])('reads a ticked privacy box (posted as %j) as accepted', (value) => {
    expect(form.fromFormPost(posted({ ...requestPost, privacyAccepted: value }))).toMatchObject({ privacyAccepted: true });
  });

  it('leaves an unticked privacy box missing, so the schema asks for it', () => {
    const { privacyAccepted: _unticked, ...rest } = requestPost;
    expect(form.fromFormPost(posted(rest))).not.toHaveProperty('privacyAccepted');
    expect(errors(form, rest)).toEqual({ privacyAccepted: requestMessages.privacy });
  });

  it.each([
    ['summer (AEDT)', '2026-01-15T10:00', -660],
    ['winter (AEST)', '2026-07-15T10:00', -600],
  ])('takes a time without an offset to be in Sydney, in %s', (_season, preferredTime, offset) => {
    expect(form.fromFormPost(posted({ ...requestPost, preferredTime }))).toMatchObject({ timeZoneOffsetMinutes: offset });
  });

  it('uses an offset posted by the script, when it ran, and Sydney when the hidden input is blank', () => {
    expect(form.fromFormPost(posted({ ...requestPost, timeZoneOffsetMinutes: '-480' }))).toMatchObject({ timeZoneOffsetMinutes: -480 });
    expect(form.fromFormPost(posted({ ...requestPost, timeZoneOffsetMinutes: ' ' }))).toMatchObject({ timeZoneOffsetMinutes: -660 });
    // A number out of range is the schema's to refuse, not a reason to guess another zone.
    expect(form.fromFormPost(posted({ ...requestPost, timeZoneOffsetMinutes: '5000' }))).toMatchObject({ timeZoneOffsetMinutes: 5000 });
  });

  it.each(['tomorrow at ten', '2026-02-30T10:00', '2026-01-15'])(
    'reports a time %j that is no date and time with its own message, and nothing about the zone',
    (preferredTime) => {
      expect(errors(form, { ...requestPost, preferredTime })).toEqual({ preferredTime: requestMessages.dateTime });
    },
  );

  it("answers an empty post with each visible field's message, and no other", () => {
    const expected = {
      ...Object.fromEntries(form.fieldNames.filter((name) => name !== 'privacyAccepted').map((name) => [name, requestMessages.required])),
      privacyAccepted: requestMessages.privacy,
    };
    expect(errors(form, '')).toEqual(expected);
    expect(errors(form, shellFields)).toEqual(expected);
  });
});

describe('the trial sign-up posted as plain HTML', () => {
  const form = visitorForms.trial;
  const { attribution: _none, renderedForMs: _unknown, ...trialFields } = exampleTrial;
  const trialPost = { ...trialFields, abn: '98765432122', website: '' };

  it('takes every ticked feature box, in the order posted, and one value of each other field', () => {
    const decoded = form.fromFormPost(posted({ ...trialPost, ...shellFields }));
    expect(decoded).toEqual({ ...trialPost, features: ['Roster & Schedule', 'Timesheet'] });
    expect(form.schemaAt(EXAMPLE_NOW).parse(decoded)).toEqual(exampleTrial);
    const oneBox = form.fromFormPost(posted({ ...trialPost, features: 'Timesheet' }));
    expect(oneBox).toMatchObject({ features: ['Timesheet'] });
  });

  it('gives no ticked box as an empty list, which the schema refuses with its message', () => {
    const { features: _none, ...rest } = trialPost;
    expect(form.fromFormPost(posted(rest))).toMatchObject({ features: [] });
    expect(errors(form, rest)).toEqual({ features: trialMessages.required });
  });

  it("answers an empty post with each field's message", () => {
    expect(errors(form, '')).toEqual(Object.fromEntries(form.fieldNames.map((name) => [name, trialMessages.required])));
  });
});

describe('the newsletter box posted as plain HTML', () => {
  const form = visitorForms.newsletter;

  it('takes the address', () => {
    const decoded = form.fromFormPost(posted(`email=${encodeURIComponent(exampleNewsletter.email)}&website=&form-sent=%2Fthanks`));
    expect(decoded).toEqual({ email: exampleNewsletter.email, website: '' });
    expect(form.schemaAt(EXAMPLE_NOW).parse(decoded)).toEqual(exampleNewsletter);
    expect(errors(form, '')).toEqual({ email: 'Please enter a valid email address.' });
  });
});

describe.each(Object.values(visitorForms))('$name posted as plain HTML', (form) => {
  it('passes the honeypot on as posted, so a filled one is dropped as in a JSON post', () => {
    expect(isHoneypotFilled(form.fromFormPost(posted('website=https%3A%2F%2Fspam.example')))).toBe(true);
    // A bot posting it twice is caught by either value.
    expect(isHoneypotFilled(form.fromFormPost(posted('website=&website=spam')))).toBe(true);
    expect(form.fromFormPost(posted('website='))).toEqual(expect.objectContaining({ website: '' }));
    expect(form.fromFormPost(posted(''))).not.toHaveProperty('website');
  });

  it('ignores names the form does not know, and context only the script can send', () => {
    const decoded = form.fromFormPost(
      posted({ ...shellFields, attribution: '{"page":"/x"}', renderedForMs: '9000', to: 'victim@example.org', subject: 'Hi' }),
    );
    for (const name of [...Object.keys(shellFields), 'attribution', 'renderedForMs', 'to', 'subject']) {
      expect(decoded).not.toHaveProperty(name);
    }
  });
});
