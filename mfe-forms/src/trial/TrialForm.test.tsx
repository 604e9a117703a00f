import { exampleTrial, trialFieldNames, trialMessages } from '@site/form-schemas';
import { answerEarlySubmit } from '@site/ui/behaviours';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import TrialFormIsland from '../islands/TrialForm';
import { startApi, stopApiServers } from '../testSupport/apiServer';
import { expectPlainPostMarkup, hydrateWatched, pageWith, serverAnswerHtml } from '../testSupport/serverAnswer';
import { TrialForm } from './TrialForm';

afterEach(stopApiServers);
jest.setTimeout(20_000);

/** A sign-up as the browser posts it: one value per field, the ticked feature boxes (none: the name is not posted). */
const posted = {
  firstName: exampleTrial.firstName,
  lastName: exampleTrial.lastName,
  email: exampleTrial.email,
  phone: exampleTrial.phone,
  company: exampleTrial.company,
  abn: '98 765 432 121', // one digit off: the ABN's check fails
  industry: 'ndis',
  demo: 'yes',
  website: 'https://spam.example',
};

describe('TrialForm as plain HTML (issue 46)', () => {
  it("its server HTML posts natively to its own page, with the shell's fields, its summaries and the early check's marks", () => {
    const container = pageWith(renderToString(<TrialFormIsland.Component />));
    const form = within(container).getByTestId<HTMLFormElement>('free-trial-form');
    expectPlainPostMarkup(form, { name: 'trial', endpoint: '/api/trial', sentPage: '/thank-you/free-trial' });
    expect(form).toHaveAttribute('data-early-check');

    // Every field's carrier, in the form's order, with the schema's messages; the groups' fieldsets carry theirs.
    const carriers = [...form.querySelectorAll<HTMLElement>('[data-check-field]')];
    expect(
      carriers.map((carrier) => [carrier.dataset.checkField, carrier.tagName, carrier.dataset.errorRequired, carrier.dataset.errorType]),
    ).toEqual(
      trialFieldNames.map((name) => [
        name,
        name === 'industry' ? 'SELECT' : name === 'features' || name === 'demo' ? 'FIELDSET' : 'INPUT',
        trialMessages.required,
        name === 'email' ? trialMessages.email : undefined,
      ]),
    );
    for (const name of trialFieldNames) expect(form.querySelector(`[data-check-message="${name}"]`)).not.toBeVisible();

    const summaries = [...form.querySelectorAll<HTMLElement>('[data-form-summary]')];
    expect(
      summaries.map((summary) => [
        summary.dataset.formSummary,
        summary.dataset.summaryWhenAny,
        summary.querySelector('h2')?.textContent,
        summary.querySelector('p')?.textContent,
        summary.querySelector('[data-form-summary-list]') !== null,
      ]),
    ).toEqual([
      ['invalid', 'This field is required', 'Validation Error', 'Please fill in all required fields.', true],
      ['invalid', undefined, 'Validation Error', 'Please check the highlighted fields.', true],
      ['failed', undefined, 'Request Failed', 'There was an error sending your request. Please try again later.', false],
    ]);
    for (const summary of summaries) {
      expect(summary).not.toBeVisible();
      expect(summary).toHaveAttribute('tabindex', '-1');
    }
    expect(summaries[0]?.compareDocumentPosition(within(form).getByLabelText('First name'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    container.remove();
  });

  it("lets the islands loader's early check answer an empty submit from the HTML, as the form would", () => {
    const container = pageWith(renderToString(<TrialForm />));
    const page = within(container);
    expect(answerEarlySubmit(page.getByTestId<HTMLFormElement>('free-trial-form'))).toBe(true);
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Company', 'ABN', 'Industry']) {
      expect(page.getByLabelText(label)).toHaveAccessibleDescription(trialMessages.required);
    }
    expect(page.getByRole('group', { name: 'Features you want to try' })).toHaveAttribute('aria-invalid', 'true');
    expect(page.getByRole('radiogroup', { name: 'Would you like a demo?' })).toHaveAccessibleDescription(trialMessages.required);
    expect(page.getByLabelText('First name')).toHaveFocus();
    container.remove();
  });

  it("hydrates over the server's answer as it is, takes every kind of value over, and clears the summary on a submit with script", async () => {
    const api = await startApi();
    const container = pageWith(
      serverAnswerHtml(renderToString(<TrialForm />), {
        values: posted,
        messages: { abn: trialMessages.abn, features: trialMessages.required },
      }),
    );
    const before = container.innerHTML;
    const { unmount } = hydrateWatched(<TrialForm apiBaseUrl={api.baseUrl} />, container);
    expect(container.innerHTML).toBe(before);

    const page = within(container);
    expect(page.getByLabelText('First name')).toHaveValue(exampleTrial.firstName);
    expect(page.getByLabelText('Industry')).toHaveValue('ndis');
    expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(container.querySelector('input[name="website"]')).toHaveValue('');
    const abn = page.getByLabelText('ABN');
    expect(abn).toHaveAccessibleDescription(trialMessages.abn);
    const features = page.getByRole('group', { name: 'Features you want to try' });
    expect(features).toHaveAttribute('aria-invalid', 'true');
    expect(features).toHaveAccessibleDescription(trialMessages.required);
    // One field is empty: the spec's words, and the two problems in the form's order, linked.
    const summary = page.getByRole('alert');
    expect(summary).toHaveTextContent('Validation ErrorPlease fill in all required fields.');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [trialMessages.abn, `#${abn.id}`],
      [trialMessages.required, `#${page.getByRole('checkbox', { name: 'Roster & Schedule' }).id}`],
    ]);

    const user = userEvent.setup();
    await user.clear(abn);
    await user.type(abn, '98765432122');
    await user.click(page.getByRole('checkbox', { name: 'Timesheet' }));
    expect(features).not.toHaveAttribute('aria-invalid');
    await user.click(page.getByRole('button', { name: 'Start free trial' }));

    expect(await page.findByRole('status')).toHaveTextContent('Request Submitted');
    expect(api.received[0]?.body).toMatchObject({ ...exampleTrial, features: ['Timesheet'], website: '' });
    expect(summary).not.toBeVisible();
    unmount();
    container.remove();
  });

  it('shows the summary the server chose, the one asking to check the fields when none is empty, with the boxes it ticked', () => {
    const container = pageWith(
      serverAnswerHtml(renderToString(<TrialForm />), {
        values: { ...posted, features: ['Timesheet', 'HR Operation'] },
        messages: { abn: trialMessages.abn },
      }),
    );
    const { unmount } = hydrateWatched(<TrialForm />, container);
    const page = within(container);
    expect(page.getByRole('alert')).toHaveTextContent('Validation ErrorPlease check the highlighted fields.' + trialMessages.abn);
    expect(page.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value'))).toEqual(['Timesheet', 'HR Operation']);
    unmount();
    container.remove();
  });
});
