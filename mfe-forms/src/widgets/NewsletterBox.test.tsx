import { render, screen, within } from '@testing-library/react';
import { answerEarlySubmit } from '@site/ui/behaviours';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import NewsletterIsland from '../islands/Newsletter';
import { expectConsoleNetworkError, startApi, stopApiServers } from '../testSupport/apiServer';
import { expectPlainPostMarkup, hydrateWatched, pageWith, serverAnswerHtml } from '../testSupport/serverAnswer';
import { NewsletterBox } from './NewsletterBox';

afterEach(stopApiServers);

let windowAlert: jest.SpyInstance;
beforeEach(() => {
  windowAlert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => windowAlert.mockRestore());

type User = ReturnType<typeof userEvent.setup>;
const box = () => screen.getByLabelText('Email address');
const subscribe = (user: User) => user.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('NewsletterBox', () => {
  it("before it is live, the loader's check answers from its HTML as the box would: the alert for an empty box, the words beside it for no address", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterBox />);
    document.body.append(container);
    const form = within(container).getByTestId<HTMLFormElement>('newsletter-form');
    expect(answerEarlySubmit(form)).toBe(true);
    expect(windowAlert).toHaveBeenCalledWith('Please enter a valid email address.');
    expect(box()).toHaveFocus();
    expect(box()).not.toHaveAttribute('aria-invalid'); // the spec's alert alone, as the live box does

    (box() as HTMLInputElement).value = 'not an address';
    expect(answerEarlySubmit(form)).toBe(true);
    expect(windowAlert).toHaveBeenCalledTimes(1);
    expect(box()).toHaveAccessibleDescription('Please enter a valid email address.');
    const problems = jest.spyOn(console, 'error');
    const { unmount } = render(<NewsletterBox />, { container, hydrate: true });
    expect(problems).not.toHaveBeenCalled();
    problems.mockRestore();
    // The live box took the mark over: editing the address clears it.
    await userEvent.setup().type(box(), 'x');
    expect(box()).not.toHaveAttribute('aria-invalid');
    unmount();
    container.remove();
  });

  it.each(['', '   '])('alerts "Please enter a valid email address." for the box %j and sends nothing', async (typed) => {
    const api = await startApi();
    const user = userEvent.setup();
    render(<NewsletterBox apiBaseUrl={api.baseUrl} />);
    if (typed) await user.type(box(), typed);
    await subscribe(user);
    expect(windowAlert).toHaveBeenCalledTimes(1);
    expect(windowAlert).toHaveBeenCalledWith('Please enter a valid email address.');
    expect(box()).toHaveFocus();
    expect(api.received).toHaveLength(0);
  });

  it('shows the same words beside the box for a malformed address, without sending', async () => {
    const api = await startApi();
    const user = userEvent.setup();
    render(<NewsletterBox apiBaseUrl={api.baseUrl} />);
    await user.type(box(), 'jo@example');
    await subscribe(user);
    expect(windowAlert).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(box()).toHaveFocus();
    expect(api.received).toHaveLength(0);

    await user.type(box(), '.com');
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('subscribes: posts the trimmed address, shows the newsletter popup and clears the box', async () => {
    const api = await startApi({ status: 202, body: { status: 'subscribed' } });
    const user = userEvent.setup();
    render(<NewsletterBox apiBaseUrl={api.baseUrl} />);
    await user.type(box(), ' jo.reader@example.com ');
    await subscribe(user);

    const popup = await screen.findByRole('status');
    expect(within(popup).getByText('Subscribed')).toBeInTheDocument();
    expect(within(popup).getByText('Thank you for subscribing to our newsletter!')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(api.received).toHaveLength(1);
    expect(api.received[0]).toMatchObject({
      method: 'POST',
      url: '/api/newsletter',
      body: { email: 'jo.reader@example.com', website: '' },
    });
    expect(windowAlert).not.toHaveBeenCalled();
  });

  it('shows "Request Failed" on a server error and keeps the address', async () => {
    const api = await startApi({ status: 500, body: { error: 'Internal error' } });
    const user = userEvent.setup();
    render(<NewsletterBox apiBaseUrl={api.baseUrl} />);
    await user.type(box(), 'jo.reader@example.com');
    await subscribe(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Request Failed')).toBeInTheDocument();
    expect(within(alert).getByText('There was an error sending your request. Please try again later.')).toBeInTheDocument();
    expect(box()).toHaveValue('jo.reader@example.com');
  });

  it('shows "Request Failed" when the API cannot be reached', async () => {
    const api = await startApi();
    await api.stop();
    const consoleError = expectConsoleNetworkError();
    const user = userEvent.setup();
    render(<NewsletterBox apiBaseUrl={api.baseUrl} />);
    await user.type(box(), 'jo.reader@example.com');
    await subscribe(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Failed');
    expect(box()).toHaveValue('jo.reader@example.com');
    consoleError.mockRestore();
  });

  it("shows the server's 422 message beside the box", async () => {
    const api = await startApi({
      status: 422,
      body: { error: 'Validation failed', fields: { email: 'Please enter a valid email address.' } },
    });
    const user = userEvent.setup();
    render(<NewsletterBox apiBaseUrl={api.baseUrl} />);
    await user.type(box(), 'jo.reader@example.com');
    await subscribe(user);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says who collects the address and why, linking the policy in a new tab', () => {
    render(<NewsletterBox />);
    const notice = screen.getByText(/Wattlecare collects your e-mail address to send you our newsletter/);
    expect(notice).toHaveTextContent('kept in this browser tab only, with no cookie or third party.');
    expect(notice).toHaveTextContent('kept only until you unsubscribe');
    expect(within(notice).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('NewsletterBox as plain HTML (issue 46)', () => {
  it("its server HTML posts natively to the page it is on (any page: it is in the footer), with the shell's fields and its summaries", () => {
    const container = pageWith(renderToString(<NewsletterIsland.Component />));
    const form = within(container).getByTestId<HTMLFormElement>('newsletter-form');
    expectPlainPostMarkup(form, { name: 'newsletter', endpoint: '/api/newsletter', sentPage: '/thank-you/newsletter' });
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
      ['invalid', undefined, 'There is a problem', 'Check the email address below.', true],
      ['failed', undefined, 'Request Failed', 'There was an error sending your request. Please try again later.', false],
    ]);
    for (const summary of summaries) {
      expect(summary).not.toBeVisible();
      expect(summary).toHaveAttribute('tabindex', '-1');
    }
    expect(summaries[0]?.compareDocumentPosition(within(form).getByLabelText('Email address'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    container.remove();
  });

  it("hydrates over the server's answer to an empty or malformed address as it is, with the message and the summary linking to the box", async () => {
    const container = pageWith(
      serverAnswerHtml(renderToString(<NewsletterBox />), {
        values: { email: 'jo@example' },
        messages: { email: 'Please enter a valid email address.' },
      }),
    );
    const before = container.innerHTML;
    const { unmount } = hydrateWatched(<NewsletterBox />, container);
    expect(container.innerHTML).toBe(before);
    expect(box()).toHaveValue('jo@example');
    expect(box()).toHaveAccessibleDescription('Please enter a valid email address.');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(within(summary).getByRole('link', { name: 'Please enter a valid email address.' })).toHaveAttribute('href', `#${box().id}`);
    // Taken over: editing the address clears its message, as for one the box showed itself.
    await userEvent.setup().type(box(), '.com');
    expect(box()).not.toHaveAttribute('aria-invalid');
    unmount();
    container.remove();
  });

  it('keeps the address and the failed summary the server answered with, and a submit with script sends that address and clears the summary', async () => {
    const api = await startApi({ status: 202, body: { status: 'subscribed' } });
    const container = pageWith(
      serverAnswerHtml(renderToString(<NewsletterBox />), { values: { email: 'jo.reader@example.com', website: 'x' } }),
    );
    const { unmount } = hydrateWatched(<NewsletterBox apiBaseUrl={api.baseUrl} />, container);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Request Failed');
    expect(box()).toHaveValue('jo.reader@example.com');

    await subscribe(userEvent.setup());
    expect(await screen.findByRole('status')).toHaveTextContent('Subscribed');
    expect(api.received[0]?.body).toMatchObject({ email: 'jo.reader@example.com', website: '' });
    expect(summary).not.toBeVisible();
    expect(box()).toHaveValue('');
    unmount();
    container.remove();
  });
});
