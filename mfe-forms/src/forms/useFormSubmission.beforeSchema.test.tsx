/**
 * A live form whose schema (formSchemas.ts, fetched when the visitor enters the form) has not
 * arrived yet. Its own file: the schemas a module loads stay loaded for the rest of a test file.
 */
import { exampleTrial, trialFieldNames, trialMessages } from '@site/form-schemas';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TrialForm } from '../trial/TrialForm';
import { startApi, stopApiServers } from '../testSupport/apiServer';
import { loadedFormSchemas } from './formSchemas';

afterEach(stopApiServers);

describe('a submit before the schema has arrived', () => {
  it("answers the empty fields from the form's HTML at once, in the schema's words, and sends nothing", async () => {
    const api = await startApi({ status: 202 });
    render(<TrialForm apiBaseUrl={api.baseUrl} />);
    const form = screen.getByTestId<HTMLFormElement>('free-trial-form');
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: exampleTrial.email } });

    fireEvent.submit(form);

    // Answered before any fetch: no await between the submit and these.
    expect(loadedFormSchemas()).toBeUndefined();
    for (const name of trialFieldNames.filter((field) => field !== 'email')) {
      expect(
        form.querySelector(`[name="${name}"]`)?.closest('[data-check-field]') ?? form.querySelector(`[name="${name}"]`),
      ).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(form).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getAllByText(trialMessages.required)).toHaveLength(trialFieldNames.length - 1);
    expect(screen.getByRole('alert')).toHaveTextContent(`${trialMessages.alertHeading}${trialMessages.alertText}`);
    expect(within(form).getByLabelText('First name')).toHaveFocus();
    expect(api.received).toEqual([]);
  });

  it('fetches the schema as the visitor enters the form, and judges with it from then on', async () => {
    render(<TrialForm />);
    const form = screen.getByTestId<HTMLFormElement>('free-trial-form');
    fireEvent.focus(within(form).getByLabelText('First name'));
    await waitFor(() => expect(loadedFormSchemas()).toBeDefined());

    // Only the schema finds this one: the HTML cannot check an ABN.
    fireEvent.change(within(form).getByLabelText('ABN'), { target: { value: '98 765 432 121' } });
    fireEvent.submit(form);
    await screen.findByText(trialMessages.abn);
  });
});
