/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { withErrorTitle, withFormState } from './formState';

// A form written to the contract of @site/ui/form-post, as a remote's server HTML would hold it.
const trialForm = [
  '<form method="post" data-form-post="trial" novalidate data-early-check="">',
  '<input type="hidden" name="form-endpoint" value="/api/trial"><input type="hidden" name="form-sent" value="/thank-you/free-trial">',
  '<div data-form-summary="invalid" data-summary-when-any="This field is required" tabindex="-1" hidden=""><h2>Validation Error</h2><p>Please fill in all required fields.</p><ul data-form-summary-list=""></ul></div>',
  '<div data-form-summary="invalid" tabindex="-1" hidden=""><h2>Validation Error</h2><p>Please check the highlighted fields.</p><ul data-form-summary-list=""></ul></div>',
  '<div data-form-summary="failed" tabindex="-1" hidden=""><h2>Request Failed</h2><p>There was an error sending your request. Please try again later.</p></div>',
  '<label for="t-first">First name</label><input id="t-first" name="firstName" data-check-field="firstName" type="text" value=""><p id="t-first-error" data-check-message="firstName" hidden=""></p>',
  '<label for="t-abn">ABN</label><input id="t-abn" name="abn" data-check-field="abn" type="text"><p id="t-abn-error" data-check-message="abn" hidden=""></p>',
  '<select id="t-industry" name="industry" data-check-field="industry"><option value="">Select</option><option value="ndis">NDIS</option><option value="ict">ICT</option></select><p id="t-industry-error" data-check-message="industry" hidden=""></p>',
  '<fieldset data-check-field="features"><p id="t-features-error" data-check-message="features" hidden=""></p>',
  '<input id="t-f0" type="checkbox" name="features" value="Timesheet"><input id="t-f1" type="checkbox" name="features" value="Admin Console"></fieldset>',
  '<fieldset data-check-field="demo" role="radiogroup"><p id="t-demo-error" data-check-message="demo" hidden=""></p>',
  '<input id="t-yes" type="radio" name="demo" value="yes"><input id="t-no" type="radio" name="demo" value="no"></fieldset>',
  '<textarea name="notes"></textarea>',
  '<div aria-hidden="true"><input name="website" type="text" data-form-never-refill=""></div>',
  '<button type="submit">Start my free trial</button></form>',
].join('');

const newsletterForm =
  '<form method="post" data-form-post="newsletter" novalidate><input type="hidden" name="form-endpoint" value="/api/newsletter">' +
  '<div data-form-summary="invalid" tabindex="-1" hidden=""><h2>There is a problem</h2><ul data-form-summary-list=""></ul></div>' +
  '<input id="n-email" name="email" data-check-field="email" type="email"><p id="n-email-error" data-check-message="email" hidden=""></p></form>';

const page = (...forms: string[]) =>
  `<!doctype html><html><head><title>Free trial | Wattlecare</title><style>.a{color:red}</style></head><body><main>${forms.join('<hr>')}</main></body></html>`;

/** The rewritten page, and the posted form in it as a DOM to read. */
function answered(html: string, endpoint: string, values: URLSearchParams, outcome: Parameters<typeof withFormState>[3]) {
  const result = withFormState(html, endpoint, values, outcome);
  if (result === undefined) throw new Error('no form answered');
  // jsdom parses it as a browser would.
  return { html: result, document: new JSDOM(result).window.document };
}

describe('withFormState: a plain post that was not taken, drawn into the page', () => {
  const typed = new URLSearchParams([
    ['form-endpoint', '/api/trial'],
    ['form-sent', '/evil'],
    ['firstName', 'Ada <b>'],
    ['abn', '123'],
    ['industry', 'ict'],
    ['features', 'Admin Console'],
    ['demo', 'no'],
    ['notes', 'Call after 3 </textarea>'],
    ['website', 'http://spam.example'],
  ]);

  it("puts back every value the visitor posted, but never the honeypot nor the page's hidden fields", () => {
    const { document } = answered(page(trialForm), '/api/trial', typed, { kind: 'invalid', fields: { abn: 'Enter the 11-digit ABN' } });
    expect(document.querySelector<HTMLInputElement>('[name="firstName"]')?.getAttribute('value')).toBe('Ada <b>');
    expect(document.querySelector('option[value="ict"]')?.hasAttribute('selected')).toBe(true);
    expect(document.querySelector('option[value=""]')?.hasAttribute('selected')).toBe(false);
    expect(document.querySelector('#t-f1')?.hasAttribute('checked')).toBe(true);
    expect(document.querySelector('#t-f0')?.hasAttribute('checked')).toBe(false);
    expect(document.querySelector('#t-no')?.hasAttribute('checked')).toBe(true);
    expect(document.querySelector('textarea')?.textContent).toBe('Call after 3 </textarea>');
    expect(document.querySelector('[name="website"]')?.getAttribute('value')).toBeNull();
    expect(document.querySelector('[name="form-sent"]')?.getAttribute('value')).toBe('/thank-you/free-trial');
  });

  it('writes each message beside its field and lists them, linked, in the summary the messages choose; focus goes there', () => {
    const fields = { demo: 'This field is required', firstName: 'This field is required', features: 'This field is required' };
    const { document } = answered(page(trialForm), '/api/trial', typed, { kind: 'invalid', fields });
    const first = document.querySelector('#t-first');
    expect(first?.getAttribute('aria-invalid')).toBe('true');
    expect(first?.getAttribute('aria-describedby')).toBe('t-first-error');
    expect(document.querySelector('#t-first-error')?.hasAttribute('hidden')).toBe(false);
    expect(document.querySelector('#t-first-error')?.textContent).toBe('This field is required');
    expect(document.querySelector('#t-abn')?.hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector('#t-abn-error')?.hasAttribute('hidden')).toBe(true);

    const shown = [...document.querySelectorAll('[data-form-summary]')].filter((summary) => !summary.hasAttribute('hidden'));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.querySelector('p')?.textContent).toBe('Please fill in all required fields.');
    expect(shown[0]?.hasAttribute('autofocus')).toBe(true);
    // In the order of the fields on the page; a group links to its first box.
    expect(shown[0]?.querySelector('ul')?.innerHTML).toBe(
      '<li><a href="#t-first">This field is required</a></li><li><a href="#t-f0">This field is required</a></li><li><a href="#t-yes">This field is required</a></li>',
    );
  });

  it("takes the next summary when no message is the first one's condition", () => {
    const { document } = answered(page(trialForm), '/api/trial', typed, { kind: 'invalid', fields: { abn: 'Enter the 11-digit ABN' } });
    const shown = [...document.querySelectorAll('[data-form-summary]')].filter((summary) => !summary.hasAttribute('hidden'));
    expect(shown.map((summary) => summary.querySelector('p')?.textContent)).toEqual(['Please check the highlighted fields.']);
  });

  it('tells a post that could not be taken with the failed summary, values kept and no field marked', () => {
    const { document } = answered(page(trialForm), '/api/trial', typed, { kind: 'failed' });
    const shown = [...document.querySelectorAll('[data-form-summary]')].filter((summary) => !summary.hasAttribute('hidden'));
    expect(shown.map((summary) => summary.getAttribute('data-form-summary'))).toEqual(['failed']);
    expect(document.querySelector('[aria-invalid]')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('[name="firstName"]')?.getAttribute('value')).toBe('Ada <b>');
  });

  it('tells messages about no field on the page as failed (nothing to fix there)', () => {
    const { document } = answered(page(trialForm), '/api/trial', typed, { kind: 'invalid', fields: { timeZoneOffsetMinutes: 'Required' } });
    const shown = [...document.querySelectorAll('[data-form-summary]')].filter((summary) => !summary.hasAttribute('hidden'));
    expect(shown.map((summary) => summary.getAttribute('data-form-summary'))).toEqual(['failed']);
  });

  it('changes only the posted form: the other forms and the rest of the page keep their bytes', () => {
    const html = page(newsletterForm, trialForm);
    const result = answered(html, '/api/newsletter', new URLSearchParams({ email: 'not an address' }), {
      kind: 'invalid',
      fields: { email: 'Please enter a valid email address.' },
    });
    const at = html.indexOf('<form method="post" data-form-post="newsletter"');
    expect(result.html.slice(0, at)).toBe(html.slice(0, at));
    expect(result.html.endsWith(`<hr>${trialForm}</main></body></html>`)).toBe(true);
    expect(result.document.querySelector('#n-email')?.getAttribute('value')).toBe('not an address');
    expect(result.document.querySelector('#t-first')?.getAttribute('value')).toBe('');
  });

  it('finds nothing to answer when no form of the page posts to the endpoint', () => {
    expect(withFormState(page(newsletterForm), '/api/trial', typed, { kind: 'failed' })).toBeUndefined();
  });

  it("says 'Error:' first in the page's title", () => {
    expect(withErrorTitle(page(newsletterForm))).toContain('<title>Error: Free trial | Wattlecare</title>');
  });
});
