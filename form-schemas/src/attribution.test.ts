import { attributionMaxLengths, isOrigin } from './attribution';
import { EXAMPLE_NOW, exampleNewsletter, exampleRequest, exampleTrial } from './examples';
import { visitorForms } from './forms';

const attribution = {
  page: '/pricing',
  landingPage: '/?utm_source=google',
  pagesViewed: ['/?utm_source=google', '/pricing'],
  referrerOrigin: 'https://www.google.com',
  utm: { source: 'google', medium: 'cpc', campaign: 'spring', term: 'rostering', content: 'ad-1' },
};

const examples = [
  [visitorForms.newsletter, exampleNewsletter],
  [visitorForms.demoRequest, exampleRequest],
  [visitorForms.expertRequest, exampleRequest],
  [visitorForms.trial, exampleTrial],
] as const;

describe('attribution and renderedForMs', () => {
  it.each(examples)('are accepted by the $name schema and kept', (form, example) => {
    const parsed = form.schemaAt(EXAMPLE_NOW).parse({ ...example, attribution, renderedForMs: 4200 });
    expect(parsed).toEqual({ ...example, attribution, renderedForMs: 4200 });
  });

  it.each(examples)('are optional for the $name schema', (form, example) => {
    expect(form.schemaAt(EXAMPLE_NOW).parse(example)).toEqual(example);
  });

  it('drop a malformed value instead of refusing the enquiry', () => {
    const parsed = visitorForms.trial.schemaAt(EXAMPLE_NOW).parse({
      ...exampleTrial,
      renderedForMs: -5,
      attribution: {
        page: 'https://evil.example/x',
        landingPage: '//evil.example/',
        pagesViewed: ['/pricing', 'https://evil.example/'],
        referrerOrigin: 'https://www.google.com/search?q=x',
        utm: { source: 'x'.repeat(attributionMaxLengths.utm + 1), medium: 'email\r\nBcc: a@b.c', campaign: 'ok' },
      },
    });
    expect(parsed.renderedForMs).toBeUndefined();
    expect(parsed.attribution).toEqual({ utm: { campaign: 'ok' } });
  });

  it('caps paths and drops a wrong-typed attribution', () => {
    const schema = visitorForms.newsletter.schemaAt(EXAMPLE_NOW);
    const longPath = `/${'a'.repeat(attributionMaxLengths.path)}`;
    expect(schema.parse({ ...exampleNewsletter, attribution: { page: longPath } }).attribution).toEqual({});
    const tooManyPages = Array.from({ length: 21 }, (_, n) => `/page-${n}`);
    expect(schema.parse({ ...exampleNewsletter, attribution: { pagesViewed: tooManyPages } }).attribution).toEqual({});
    expect(schema.parse({ ...exampleNewsletter, attribution: { pagesViewed: [] } }).attribution).toEqual({});
    expect(schema.parse({ ...exampleNewsletter, attribution: 'nope', renderedForMs: '12' })).toEqual(exampleNewsletter);
  });

  it('adds no message to an invalid form', () => {
    const result = visitorForms.newsletter.schemaAt(EXAMPLE_NOW).safeParse({ email: '', attribution: { page: 'x' } });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['email']));
  });

  it('knows an origin from a full address', () => {
    expect(isOrigin('https://www.example.com')).toBe(true);
    expect(isOrigin('http://localhost:8080')).toBe(true);
    expect(isOrigin('https://www.example.com/')).toBe(false);
    expect(isOrigin('https://user@example.com')).toBe(false);
    expect(isOrigin('javascript:alert(1)')).toBe(false);
    expect(isOrigin('example.com')).toBe(false);
  });
});
