import { requestMessages, toLocalDateTimeValue } from '@site/form-schemas';
import { answerEarlySubmit } from '@site/ui/behaviours';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EnquiryFormIsland from '../islands/EnquiryForm';
import RequestFormIsland from '../islands/RequestForm';
import { expectConsoleNetworkError, startApi, stopApiServers } from '../testSupport/apiServer';
import { expectPlainPostMarkup, hydrateWatched, pageWith, serverAnswerHtml } from '../testSupport/serverAnswer';
import { renderToString } from 'react-dom/server';
import { RequestForm } from './RequestForm';

afterEach(stopApiServers);

// window.alert blocks in a browser; jsdom lacks it. Each test sees what was alerted.
let windowAlert: jest.SpyInstance;
beforeEach(() => {
  windowAlert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => windowAlert.mockRestore());

const tomorrow = () => toLocalDateTimeValue(new Date(Date.now() + 24 * 60 * 60_000));
const fieldLabels = ['Full name', 'Email', 'Phone', 'Organisation', 'Role', 'Areas of interest', 'Preferred time'];

async function fillIn(user: ReturnType<typeof userEvent.setup>, preferredTime = tomorrow()) {
  await user.type(screen.getByLabelText('Full name'), '  Alex Citizen ');
  await user.type(screen.getByLabelText('Email'), 'alex.citizen@example.com');
  await user.type(screen.getByLabelText('Phone'), '02 5550 1234');
  await user.type(screen.getByLabelText('Organisation'), 'Example Care Services');
  await user.type(screen.getByLabelText('Role'), 'Roster manager');
  await user.selectOptions(screen.getByLabelText('Areas of interest'), 'Accounting');
  // user-event cannot type into datetime-local; a change event is what the browser's picker sends.
  fireEvent.change(screen.getByLabelText('Preferred time'), { target: { value: preferredTime } });
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit' }));
const tickPrivacy = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' }));

describe('RequestForm', () => {
  it("writes what the loader's check needs into its HTML, and takes that check's marks over as it hydrates, unchanged and with no hydration error", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RequestForm kind="demo" />);
    document.body.append(container);
    const form = within(container).getByTestId<HTMLFormElement>('enquiry-form');
    // The islands loader, on a Submit before the form is live (shell/src/islands/submitBeforeLive.ts).
    expect(answerEarlySubmit(form)).toBe(true);
    expect(windowAlert).toHaveBeenCalledWith(requestMessages.privacy);
    for (const label of fieldLabels) {
      expect(within(container).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(within(container).getByLabelText(label)).toHaveAccessibleDescription(requestMessages.required);
    }
    expect(within(container).getByLabelText('Full name')).toHaveFocus();
    // The error summary, as the server's answer to a plain post shows it: each message linked to its field.
    const summary = within(container).getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem with your request');
    expect(within(summary).getAllByRole('link')).toHaveLength(fieldLabels.length + 1); // and the privacy box
    const before = container.innerHTML;
    const problems = jest.spyOn(console, 'error');

    const { unmount } = render(<RequestForm kind="demo" />, { container, hydrate: true });
    // The same marks, now the form's own state (the demo's `min` is the one thing hydration adds).
    expect(container.innerHTML.replace(/ min="[^"]*"/, '')).toBe(before);
    expect(problems).not.toHaveBeenCalled();
    problems.mockRestore();
    const user = userEvent.setup();
    await user.type(within(container).getByLabelText('Full name'), 'Jo');
    // Typing clears that field's message, as for any message the form showed itself.
    expect(within(container).getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(within(container).getByText(requestMessages.privacy, { selector: '[data-check-message]' })).toBeVisible();
    expect(within(container).getByRole('alert')).toBe(summary); // the summary stays until the next Submit
    expect(within(container).getByLabelText('Email')).toHaveAccessibleDescription(requestMessages.required);
    unmount();
    container.remove();
  });

  it('arrives from the server ready to submit by POST only, and keeps what was typed into it before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RequestForm kind="demo" />);
    document.body.append(container);
    const serverSubmit = within(container).getByRole('button', { name: 'Submit' });
    // A click before hydration is held by the page's islands loader and replayed; a native submit
    // (no loader yet) posts, so the details never land in the address.
    expect(serverSubmit).toBeEnabled();
    expect(within(container).getByTestId('enquiry-form')).toHaveAttribute('method', 'post');
    within(container).getByLabelText<HTMLInputElement>('Full name').value = 'Jo Early';
    within(container).getByRole<HTMLInputElement>('checkbox', { name: 'I agree to the Privacy Policy' }).checked = true;

    const { unmount } = render(<RequestForm kind="demo" />, { container, hydrate: true });
    expect(within(container).getByRole('button', { name: 'Submit' })).toBe(serverSubmit);
    expect(serverSubmit).toBeEnabled();
    const user = userEvent.setup();
    await user.click(serverSubmit);
    // The early name and tick survived: only the fields left empty are reported.
    expect(within(container).getByLabelText('Full name')).toHaveValue('Jo Early');
    expect(within(container).getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(within(container).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(windowAlert).not.toHaveBeenCalled(); // the privacy box counts as ticked
    unmount();
    container.remove();
  });

  it('has labelled fields of the right types, the four areas and an unticked privacy box', () => {
    render(<RequestForm kind="demo" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Preferred time')).toHaveAttribute('type', 'datetime-local');
    const options = within(screen.getByLabelText('Areas of interest')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select an area'],
      ['scheduling', 'Scheduling'],
      ['payroll', 'Accounting'],
      ['hr', 'HR'],
      ['ndis', 'NDIS Features'],
    ]);
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).not.toBeChecked();
    for (const link of screen.getAllByRole('link', { name: 'Privacy Policy' })) expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByTestId('enquiry-form').tagName).toBe('FORM');
  });

  it('lets demo times start now, and expert times be any time', () => {
    const before = toLocalDateTimeValue(new Date());
    const { unmount } = render(<RequestForm kind="demo" />);
    expect([before, toLocalDateTimeValue(new Date())]).toContain(screen.getByLabelText('Preferred time').getAttribute('min'));
    unmount();
    render(<RequestForm kind="expert" />);
    expect(screen.getByLabelText('Preferred time')).not.toHaveAttribute('min');
  });

  it('shows "Required" on all seven fields when empty, focuses the first and sends nothing', async () => {
    const api = await startApi();
    const user = userEvent.setup();
    render(<RequestForm kind="demo" apiBaseUrl={api.baseUrl} />);
    await user.type(screen.getByLabelText('Role'), '   ');
    await submit(user);

    expect(screen.getAllByText('Required')).toHaveLength(7);
    for (const label of fieldLabels) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Required');
    }
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(api.received).toHaveLength(0);
  });

  it("clears a field's message once the visitor edits it", async () => {
    const user = userEvent.setup();
    render(<RequestForm kind="demo" />);
    await submit(user);
    await user.type(screen.getByLabelText('Full name'), 'A');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Required')).toHaveLength(6);
  });

  it('refuses to send until the privacy policy is agreed to, with the browser alert', async () => {
    const api = await startApi();
    const user = userEvent.setup();
    render(<RequestForm kind="demo" apiBaseUrl={api.baseUrl} />);
    await fillIn(user);
    await submit(user);

    expect(windowAlert).toHaveBeenCalledTimes(1);
    expect(windowAlert).toHaveBeenCalledWith('Please agree to the Privacy Policy before submitting.');
    // After the alert, the message stays beside the checkbox, which has focus.
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' });
    expect(checkbox).toHaveAccessibleDescription('Please agree to the Privacy Policy before submitting.');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveFocus();
    expect(screen.queryByText('Required')).toBeNull();
    expect(api.received).toHaveLength(0);

    await tickPrivacy(user);
    expect(checkbox).not.toHaveAttribute('aria-invalid');
  });

  it('alerts about the privacy policy on an empty submit too, then focuses the first empty field', async () => {
    const user = userEvent.setup();
    render(<RequestForm kind="expert" />);
    await submit(user);
    expect(windowAlert).toHaveBeenCalledWith('Please agree to the Privacy Policy before submitting.');
    expect(screen.getAllByText('Required')).toHaveLength(7);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('tells who collects the details, why, where they go and for how long, with the policy link', () => {
    render(<RequestForm kind="demo" />);
    const notice = screen.getByText(/Wattlecare collects these details to answer your request/);
    expect(notice).toHaveTextContent('kept in this browser tab only, with no cookie or third party.');
    expect(notice).toHaveTextContent('by e-mail to our sales team');
    expect(notice).toHaveTextContent('kept only as long as we need them');
    expect(within(notice).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('refuses a demo time in the past without sending', async () => {
    const api = await startApi();
    const user = userEvent.setup();
    render(<RequestForm kind="demo" apiBaseUrl={api.baseUrl} />);
    await fillIn(user, '2020-01-01T09:00');
    await tickPrivacy(user);
    await submit(user);
    expect(screen.getByLabelText('Preferred time')).toHaveAccessibleDescription('Choose a time from now on');
    expect(screen.getByLabelText('Preferred time')).toHaveFocus();
    expect(api.received).toHaveLength(0);
  });

  it('posts the trimmed request as JSON, shows the success alert and clears the form', async () => {
    const api = await startApi();
    const user = userEvent.setup();
    const preferredTime = tomorrow();
    render(<RequestForm kind="demo" apiBaseUrl={api.baseUrl} />);
    await fillIn(user, preferredTime);
    await tickPrivacy(user);
    await submit(user);

    const alert = await screen.findByRole('status');
    expect(within(alert).getByText('Request Submitted')).toBeInTheDocument();
    expect(within(alert).getByText('Thank you for your request! We will be in touch soon.')).toBeInTheDocument();

    expect(api.received).toHaveLength(1);
    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/api/requests/demo' });
    expect(api.received[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(api.received[0]?.body).toEqual({
      fullName: 'Alex Citizen',
      email: 'alex.citizen@example.com',
      phone: '02 5550 1234',
      organisation: 'Example Care Services',
      role: 'Roster manager',
      areas: 'payroll',
      preferredTime,
      timeZoneOffsetMinutes: new Date().getTimezoneOffset(),
      privacyAccepted: true,
      // The honeypot goes with every form, empty when a person sent it.
      website: '',
      // Where the visit came from and how long the form was open (issue 21).
      attribution: { page: expect.stringMatching(/^\//) as unknown },
      renderedForMs: expect.any(Number) as unknown,
    });

    for (const label of fieldLabels) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).not.toBeChecked();

    await user.click(within(alert).getByText('Request Submitted'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends an expert request to its own endpoint, whatever the time', async () => {
    const api = await startApi();
    const user = userEvent.setup();
    render(<RequestForm kind="expert" apiBaseUrl={api.baseUrl} />);
    await fillIn(user, '2020-01-01T09:00');
    await tickPrivacy(user);
    await submit(user);
    await screen.findByRole('status');
    expect(api.received.map(({ url }) => url)).toEqual(['/api/requests/expert']);
  });

  it('shows "Request Failed" on a server error and keeps what the visitor typed', async () => {
    const api = await startApi({ status: 500, body: { error: 'Internal error' } });
    const user = userEvent.setup();
    render(<RequestForm kind="demo" apiBaseUrl={api.baseUrl} />);
    await fillIn(user);
    await tickPrivacy(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request Failed');
    expect(alert).toHaveTextContent('There was an error sending your request. Please try again later.');
    expect(api.received).toHaveLength(1);
    expect(screen.getByLabelText('Full name')).toHaveValue('  Alex Citizen ');
    expect(screen.getByLabelText('Areas of interest')).toHaveValue('payroll');
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "Request Failed" when the server cannot be reached', async () => {
    const api = await startApi();
    await api.stop();
    const consoleError = expectConsoleNetworkError();
    const user = userEvent.setup();
    render(<RequestForm kind="expert" apiBaseUrl={api.baseUrl} />);
    await fillIn(user);
    await tickPrivacy(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Failed');
    expect(screen.getByLabelText('Email')).toHaveValue('alex.citizen@example.com');
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('ECONNREFUSED');
    consoleError.mockRestore();
  });

  it("shows the server's 422 field messages next to the fields", async () => {
    const api = await startApi({
      status: 422,
      body: { error: 'Validation failed', fields: { preferredTime: 'Choose a time from now on' } },
    });
    const user = userEvent.setup();
    render(<RequestForm kind="demo" apiBaseUrl={api.baseUrl} />);
    await fillIn(user);
    await tickPrivacy(user);
    await submit(user);

    const preferredTime = screen.getByLabelText('Preferred time');
    expect(await screen.findByText('Choose a time from now on')).toBeInTheDocument();
    expect(preferredTime).toHaveAttribute('aria-invalid', 'true');
    expect(preferredTime).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Full name')).toHaveValue('  Alex Citizen ');
  });
});

describe('RequestForm as plain HTML (issue 46)', () => {
  it.each([
    ['the demo page', <RequestFormIsland.Component key="demo" kind="demo" />, 'request-demo', '/api/requests/demo'],
    ['the expert page', <RequestFormIsland.Component key="expert" kind="expert" />, 'request-expert', '/api/requests/expert'],
    ["Contact Us' enquiry", <EnquiryFormIsland.Component key="enquiry" />, 'request-expert', '/api/requests/expert'],
  ])(
    'on %s, its server HTML posts natively to its own page, with what the shell needs to take the post',
    (_where, element, name, endpoint) => {
      const container = pageWith(renderToString(element));
      const form = within(container).getByTestId<HTMLFormElement>('enquiry-form');
      expectPlainPostMarkup(form, { name, endpoint, sentPage: '/thank-you/request' });

      const summaries = [...form.querySelectorAll<HTMLElement>('[data-form-summary]')];
      expect(
        summaries.map((summary) => ({
          kind: summary.dataset.formSummary,
          when: summary.dataset.summaryWhenAny,
          heading: summary.querySelector('h2')?.textContent,
          text: summary.querySelector('p')?.textContent,
          list: summary.querySelector('ul[data-form-summary-list]')?.outerHTML,
        })),
      ).toEqual([
        {
          kind: 'invalid',
          when: undefined,
          heading: 'There is a problem with your request',
          text: 'Check the fields below.',
          list: expect.stringMatching(/^<ul [^>]*><\/ul>$/) as unknown,
        },
        {
          kind: 'failed',
          when: undefined,
          heading: 'Request Failed',
          text: 'There was an error sending your request. Please try again later.',
          list: undefined,
        },
      ]);
      for (const summary of summaries) {
        expect(summary).not.toBeVisible();
        expect(summary).toHaveAttribute('tabindex', '-1');
      }
      // At the top of the form: before its first field.
      expect(summaries[0]?.compareDocumentPosition(within(form).getByLabelText('Full name'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      container.remove();
    },
  );

  it("hydrates over the server's answer to an invalid post as it is, takes its values over and clears its summary on a submit with script", async () => {
    const api = await startApi();
    const posted = {
      fullName: 'Alex Citizen',
      email: 'alex.citizen@example',
      phone: '02 5550 1234',
      organisation: 'Example Care Services',
      role: 'Roster manager',
      areas: 'payroll',
      preferredTime: '2020-01-01T09:00',
      privacyAccepted: 'on',
      website: 'https://spam.example',
    };
    const container = pageWith(
      serverAnswerHtml(renderToString(<RequestForm kind="expert" />), { values: posted, messages: { email: requestMessages.email } }),
    );
    const before = container.innerHTML;
    const { unmount } = hydrateWatched(<RequestForm kind="expert" apiBaseUrl={api.baseUrl} />, container);
    expect(container.innerHTML).toBe(before);

    const page = within(container);
    expect(page.getByLabelText('Full name')).toHaveValue('Alex Citizen');
    expect(page.getByLabelText('Areas of interest')).toHaveValue('payroll');
    expect(page.getByLabelText('Preferred time')).toHaveValue('2020-01-01T09:00');
    expect(page.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeChecked();
    expect(container.querySelector('input[name="website"]')).toHaveValue('');
    const email = page.getByLabelText('Email');
    expect(email).toHaveValue('alex.citizen@example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(requestMessages.email);
    const summary = page.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem with your request');
    expect(within(summary).getByRole('link', { name: requestMessages.email })).toHaveAttribute('href', `#${email.id}`);

    const user = userEvent.setup();
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(summary).toBeVisible(); // until the visitor submits again
    await user.click(page.getByRole('button', { name: 'Submit' }));

    // What the server wrote back is the form's state: sent as it is, with the fixed address.
    const status = await page.findByRole('status');
    expect(status).toHaveTextContent('Request Submitted');
    expect(api.received[0]?.body).toMatchObject({
      ...posted,
      email: 'alex.citizen@example.com',
      privacyAccepted: true,
      website: '',
    });
    expect(summary).not.toBeVisible();
    expect(page.queryByText('There is a problem with your request')).not.toBeVisible();
    unmount();
    container.remove();
  });

  it("keeps the server's failed summary until a submit with script, which the popups then answer", async () => {
    const api = await startApi({ status: 500 });
    const posted = { fullName: 'Jo', email: 'jo@example.com', phone: '0255501234', organisation: 'Org', role: 'Admin', areas: 'hr' };
    const container = pageWith(
      serverAnswerHtml(renderToString(<RequestForm kind="expert" />), {
        values: { ...posted, preferredTime: '2030-05-01T10:00', privacyAccepted: 'on' },
      }),
    );
    const { unmount } = hydrateWatched(<RequestForm kind="expert" apiBaseUrl={api.baseUrl} />, container);
    const summary = within(container).getByRole('alert');
    expect(summary).toHaveTextContent('Request Failed');
    expect(summary).toHaveTextContent('There was an error sending your request. Please try again later.');

    await userEvent.setup().click(within(container).getByRole('button', { name: 'Submit' }));
    const popup = await within(container).findByRole('alert');
    expect(popup).not.toBe(summary);
    expect(popup).toHaveTextContent('Request Failed');
    expect(summary).not.toBeVisible();
    expect(api.received[0]?.body).toMatchObject({ ...posted, preferredTime: '2030-05-01T10:00', privacyAccepted: true });
    unmount();
    container.remove();
  });
});

describe('EnquiryForm island', () => {
  it('renders with no router around it, its privacy link opening in a new tab (no typed input lost)', () => {
    const { unmount } = render(<EnquiryFormIsland.Component />);
    expect(EnquiryFormIsland.island).toMatchObject({ owner: 'forms', name: 'EnquiryForm' });
    const form = screen.getByTestId('enquiry-form');
    const privacyLinks = within(form).getAllByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(privacyLinks).toHaveLength(2);
    for (const link of privacyLinks) {
      expect(link).toHaveAttribute('href', '/privacy-policy');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(within(form).getByLabelText('Preferred time')).not.toHaveAttribute('min');
    unmount();
  });
});
