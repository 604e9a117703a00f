import { exampleTrial, trialFeatureOptions } from '@site/form-schemas';
import { openActionDialog, SHELL_ACTION_ATTRIBUTE } from '@site/ui/behaviours';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FreeTrialDialogIsland from '../islands/FreeTrialDialog';
import { expectConsoleNetworkError, startApi, stopApiServers } from '../testSupport/apiServer';
import { FreeTrialDialog } from './FreeTrialDialog';

afterEach(stopApiServers);
// Typing nine fields in jsdom takes a few seconds.
jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

const textFields = ['First name', 'Last name', 'Email', 'Phone', 'Company', 'ABN'] as const;
const successText = 'Thank you for Signing Up! We will be in touch soon to provide login credentials. Keep an eye on youe inbox!';

/** The dialog as the frame holds it (closed), opened by a Sign Up as the islands loader does (`openActionDialog`). */
function renderDialog(apiBaseUrl?: string) {
  render(
    <>
      <a href="/free-trial" {...{ [SHELL_ACTION_ATTRIBUTE]: 'open-free-trial' }}>
        Sign Up
      </a>
      <FreeTrialDialog apiBaseUrl={apiBaseUrl} />
    </>,
  );
  const signUp = screen.getByRole('link', { name: 'Sign Up' });
  const closed = screen.getByTestId('free-trial-dialog');
  expect(closed).not.toHaveAttribute('open');
  signUp.focus();
  expect(openActionDialog('open-free-trial', signUp)).toBe(true);
  return { signUp, dialog: screen.getByRole('dialog', { name: 'Start your 7-day free trial' }) };
}

const featuresGroup = () => screen.getByRole('group', { name: 'Features you want to try' });
const demoGroup = () => screen.getByRole('radiogroup', { name: 'Would you like a demo?' });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Start free trial' }));

/** Fills the form as a visitor would, with `exampleTrial`'s values (the ABN typed without spaces). */
async function fillIn(user: User, overrides: Partial<Record<(typeof textFields)[number], string>> = {}) {
  const typed = {
    'First name': exampleTrial.firstName,
    'Last name': exampleTrial.lastName,
    Email: exampleTrial.email,
    Phone: exampleTrial.phone,
    Company: ` ${exampleTrial.company} `,
    ABN: '98765432122',
    ...overrides,
  };
  for (const label of textFields) if (typed[label] !== '') await user.type(screen.getByLabelText(label), typed[label]);
  await user.selectOptions(screen.getByLabelText('Industry'), 'NDIS');
  await user.click(screen.getByRole('checkbox', { name: 'Timesheet' }));
  await user.click(screen.getByRole('checkbox', { name: 'Roster & Schedule' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
}

describe('FreeTrialDialog', () => {
  it('is a full-screen dialog saying no credit card is needed, with the nine labelled fields', () => {
    const { dialog } = renderDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByText('No credit card needed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    for (const label of textFields) expect(screen.getByLabelText(label)).toHaveValue('');

    const industries = within(screen.getByLabelText('Industry')).getAllByRole('option');
    expect(industries.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select industry'],
      ['ndis', 'NDIS'],
      ['ict', 'ICT'],
      ['retail-hospitality', 'Retail & Hospitality'],
      ['multi-site-businesses', 'Multi-Site Businesses'],
      ['manufacturing', 'Manufacturing'],
      ['construction', 'Construction'],
    ]);
    expect(screen.getByLabelText('Industry')).toHaveValue('');

    const features = within(featuresGroup()).getAllByRole('checkbox');
    expect(features.map((box) => box.getAttribute('value'))).toEqual([...trialFeatureOptions]);
    for (const box of features) expect(box).not.toBeChecked();
    const demo = within(demoGroup()).getAllByRole('radio');
    expect(demo.map((radio) => [radio.getAttribute('value'), radio.getAttribute('name')])).toEqual([
      ['yes', 'demo'],
      ['no', 'demo'],
    ]);
    for (const radio of demo) expect(radio).not.toBeChecked();
  });

  it('hides the honeypot from people and assistive tech', () => {
    const { dialog } = renderDialog();
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('says who collects the details and why, linking the policy in a new tab', () => {
    renderDialog();
    const notice = screen.getByText(/Wattlecare collects these details to set up your free trial/);
    expect(notice).toHaveTextContent('kept in this browser tab only, with no cookie or third party.');
    expect(notice).toHaveTextContent('by e-mail to our support team');
    expect(notice).toHaveTextContent('kept only as long as we need them');
    const link = within(notice).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('closes from its close icon (an invoker command, no React), focus going back to Sign Up', async () => {
    // jsdom lays nothing out; focus goes back only to a control that is shown.
    jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const user = userEvent.setup();
    const { dialog, signUp } = renderDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
    await user.click(close);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open')); // jsdom's invoker commands come as a module of their own
    expect(signUp).toHaveFocus();
    jest.restoreAllMocks();
  });

  it('posts as plain HTML to the sign-up page, which shows the answer (not the closed dialog of the page it is on)', () => {
    const { dialog } = renderDialog();
    const form = within(dialog).getByTestId('free-trial-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/free-trial');
  });

  it('on an empty submit shows the Validation Error alert, "This field is required" by each field, focus on the first', async () => {
    const api = await startApi();
    const user = userEvent.setup();
    renderDialog(api.baseUrl);
    await user.type(screen.getByLabelText('Company'), '   ');
    await submit(user);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Validation Error')).toBeInTheDocument();
    expect(within(alert).getByText('Please fill in all required fields.')).toBeInTheDocument();

    expect(screen.getAllByText('This field is required')).toHaveLength(9);
    for (const label of [...textFields, 'Industry']) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('This field is required');
    }
    // The group carries the field's validity, as the loader's early check and the server's answer mark it.
    expect(featuresGroup()).toHaveAttribute('aria-invalid', 'true');
    expect(featuresGroup()).toHaveAccessibleDescription('This field is required');
    expect(demoGroup()).toHaveAttribute('aria-invalid', 'true');
    expect(demoGroup()).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.received).toHaveLength(0);
  });

  it('focuses the first invalid field in form order and clears a message once the field is edited', async () => {
    const user = userEvent.setup();
    renderDialog();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Timesheet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Roster & Schedule' }));
    await submit(user);
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(within(featuresGroup()).getAllByRole('checkbox')[0]).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: 'HR Operation' }));
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(featuresGroup()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the schema's other messages, asking to check the fields rather than fill them in", async () => {
    const api = await startApi();
    const user = userEvent.setup();
    renderDialog(api.baseUrl);
    await fillIn(user, { ABN: '98 765 432 121' });
    await submit(user);

    const abn = screen.getByLabelText('ABN');
    expect(abn).toHaveAccessibleDescription('Enter the 11-digit ABN shown on the Australian Business Register');
    expect(abn).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Validation Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(api.received).toHaveLength(0);
  });

  it('posts the nine fields and an empty honeypot to /api/trial, shows the exact thank-you and clears the form', async () => {
    const api = await startApi({ status: 202, body: { status: 'received' } });
    const user = userEvent.setup();
    renderDialog(api.baseUrl);
    await fillIn(user);
    await submit(user);

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Request Submitted')).toBeInTheDocument();
    expect(within(status).getByText(successText).textContent).toBe(successText);

    expect(api.received).toHaveLength(1);
    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/api/trial' });
    expect(api.received[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(api.received[0]?.body).toEqual({
      ...exampleTrial,
      website: '',
      attribution: { page: expect.stringMatching(/^\//) as unknown },
      renderedForMs: expect.any(Number) as unknown,
    });

    for (const label of [...textFields, 'Industry']) expect(screen.getByLabelText(label)).toHaveValue('');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('shows "Request Failed" on a server error and keeps what the visitor typed', async () => {
    const api = await startApi({ status: 502, body: { error: 'Request failed' } });
    const user = userEvent.setup();
    renderDialog(api.baseUrl);
    await fillIn(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Request Failed')).toBeInTheDocument();
    expect(within(alert).getByText('There was an error sending your request. Please try again later.')).toBeInTheDocument();
    expect(api.received).toHaveLength(1);
    expect(screen.getByLabelText('First name')).toHaveValue(exampleTrial.firstName);
    expect(screen.getByLabelText('ABN')).toHaveValue('98765432122');
    expect(screen.getByLabelText('Industry')).toHaveValue('ndis');
    expect(screen.getByRole('checkbox', { name: 'Timesheet' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // The popup's own button, not the dialog's: the dialog is still open.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows "Request Failed" when the API cannot be reached', async () => {
    const api = await startApi();
    await api.stop();
    const consoleError = expectConsoleNetworkError();
    const user = userEvent.setup();
    renderDialog(api.baseUrl);
    await fillIn(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Failed');
    expect(screen.getByLabelText('Email')).toHaveValue(exampleTrial.email);
    consoleError.mockRestore();
  });

  it("shows the server's 422 messages next to their fields", async () => {
    const api = await startApi({
      status: 422,
      body: {
        error: 'Validation failed',
        fields: {
          abn: 'Enter the 11-digit ABN shown on the Australian Business Register',
          email: 'Enter an email address like name@example.com',
        },
      },
    });
    const user = userEvent.setup();
    renderDialog(api.baseUrl);
    await fillIn(user);
    await submit(user);

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('ABN')).toHaveAccessibleDescription('Enter the 11-digit ABN shown on the Australian Business Register');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('First name')).toHaveValue(exampleTrial.firstName);
  });

  it('treats a 422 about no field of the form as a failed request', async () => {
    const api = await startApi({ status: 422, body: { error: 'Validation failed', fields: { website: 'x' } } });
    const user = userEvent.setup();
    renderDialog(api.baseUrl);
    await fillIn(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Failed');
  });
});

describe('FreeTrialDialog island', () => {
  it('is published for the frame, live on the first interaction (opening it fetches nothing), and takes no props', () => {
    expect(FreeTrialDialogIsland.island).toEqual({ owner: 'forms', name: 'FreeTrialDialog', hydrate: 'interaction' });
    render(<FreeTrialDialogIsland.Component />);
    expect(screen.getByTestId('free-trial-dialog')).toHaveAttribute('data-action-dialog', 'open-free-trial');
  });
});
