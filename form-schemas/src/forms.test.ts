import { EXAMPLE_NOW, exampleNewsletter, exampleRequest, exampleTrial } from './examples';
import { apiBasePath } from './formInfo';
import { requestForms, visitorForms } from './forms';

const forms = Object.values(visitorForms);

describe('visitorForms', () => {
  it('gives each form its own endpoint under /api and its own name', () => {
    expect(forms.map((form) => [form.name, form.path])).toEqual([
      ['newsletter', '/api/newsletter'],
      ['request-demo', '/api/requests/demo'],
      ['request-expert', '/api/requests/expert'],
      ['trial', '/api/trial'],
    ]);
    for (const form of forms) expect(form.path.startsWith(`${apiBasePath}/`)).toBe(true);
  });

  it('gives every form the same honeypot field', () => {
    expect(new Set(forms.map((form) => form.honeypotFieldName))).toEqual(new Set(['website']));
  });

  it('lists the fields each form shows, in visual order', () => {
    expect(visitorForms.newsletter.fieldNames).toEqual(['email']);
    expect(visitorForms.demoRequest.fieldNames.at(-1)).toBe('privacyAccepted');
    expect(visitorForms.trial.fieldNames).toHaveLength(9);
  });

  it("judges each example with the form's schema", () => {
    expect(visitorForms.newsletter.schemaAt(EXAMPLE_NOW).parse(exampleNewsletter)).toEqual(exampleNewsletter);
    expect(visitorForms.trial.schemaAt(EXAMPLE_NOW).parse(exampleTrial)).toEqual(exampleTrial);
    expect(requestForms.demo.schemaAt(EXAMPLE_NOW).parse(exampleRequest)).toEqual(exampleRequest);
  });

  it('refuses a past demo time but allows it for an expert, and honours the grace minutes', () => {
    const past = { ...exampleRequest, preferredTime: '2025-03-04T16:03' }; // three minutes before EXAMPLE_NOW (UTC+11)
    expect(requestForms.demo.schemaAt(EXAMPLE_NOW).safeParse(past).success).toBe(false);
    expect(requestForms.demo.schemaAt(EXAMPLE_NOW, { graceMinutes: 5 }).safeParse(past).success).toBe(true);
    expect(requestForms.expert.schemaAt(EXAMPLE_NOW).safeParse(past).success).toBe(true);
  });
});
