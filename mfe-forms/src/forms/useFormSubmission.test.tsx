import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordVisitStart } from '@site/ui/visit-attribution';
import { useState } from 'react';
import { startApi, stopApiServers, type Reply } from '../testSupport/apiServer';
import { useFormPost } from './useFormPost';
import { useFormSubmission } from './useFormSubmission';

afterEach(stopApiServers);

const sent = { type: 'success', heading: 'Sent', text: 'It went.' } as const;

/** The smallest form on the hook: one e-mail box (the newsletter's declaration). */
function OneBoxForm({ apiBaseUrl }: { readonly apiBaseUrl: string }) {
  const [email, setEmail] = useState('');
  const { fields, popup, formProps, honeypot } = useFormSubmission('newsletter', {
    apiBaseUrl,
    post: useFormPost(),
    sentPage: '/sent',
    summaries: [],
    input: () => ({ email }),
    sentAlert: sent,
    onSent: () => setEmail(''),
  });
  return (
    <>
      <form {...formProps}>
        <label htmlFor={fields.controlId('email')}>Email</label>
        <input {...fields.control('email')} name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        {fields.message('email')}
        {honeypot}
        <button type="submit">Send</button>
      </form>
      {popup}
    </>
  );
}

async function send(reply: Reply, honeypotValue = '') {
  const api = await startApi(reply);
  const user = userEvent.setup();
  const { container } = render(<OneBoxForm apiBaseUrl={api.baseUrl} />);
  await user.type(screen.getByLabelText('Email'), 'jo@example.com');
  const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
  if (honeypot) honeypot.value = honeypotValue;
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return { api, user };
}

describe('useFormSubmission', () => {
  it("posts the valid submission to the form's endpoint with the honeypot, empty or as a bot filled it", async () => {
    const { api } = await send({ status: 202 }, 'https://spam.example');
    await screen.findByRole('status');
    expect(api.received).toEqual([
      expect.objectContaining({
        url: '/api/newsletter',
        body: {
          email: 'jo@example.com',
          website: 'https://spam.example',
          attribution: { page: '/' },
          renderedForMs: expect.any(Number) as unknown,
        },
      }),
    ]);
  });

  it("posts the visit's recorded start with the current page, and how long the form was open", async () => {
    window.history.replaceState(null, '', '/free-trial?plan=x');
    recordVisitStart(
      { pathname: '/blog/rostering', search: '?utm_source=news&utm_campaign=may', origin: 'http://localhost' } as Location,
      'https://www.bing.com/search?q=care',
    );
    try {
      const { api } = await send({ status: 202 });
      await screen.findByRole('status');
      const body = api.received[0]?.body as { attribution: unknown; renderedForMs: number };
      expect(body.attribution).toEqual({
        page: '/free-trial?plan=x',
        landingPage: '/blog/rostering?utm_source=news&utm_campaign=may',
        referrerOrigin: 'https://www.bing.com',
        utm: { source: 'news', campaign: 'may' },
      });
      // Typed by a (fast) test user: more than nothing, far less than a minute.
      expect(body.renderedForMs).toBeGreaterThan(0);
      expect(body.renderedForMs).toBeLessThan(60_000);
    } finally {
      window.sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends nothing more while a submission is on its way', async () => {
    const api = await startApi({ status: 202 });
    const user = userEvent.setup();
    render(<OneBoxForm apiBaseUrl={api.baseUrl} />);
    await user.type(screen.getByLabelText('Email'), 'jo@example.com');
    const button = screen.getByRole('button', { name: 'Send' });
    // Two presses before the answer can arrive.
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('status');
    expect(api.received).toHaveLength(1);
  });

  it('on a 2xx shows the form’s success popup and lets the form clear itself', async () => {
    await send({ status: 200 });
    expect(within(await screen.findByRole('status')).getByText('It went.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it.each([400, 404, 413, 429, 500, 503])('on a %s shows "Request Failed" and keeps the input', async (status) => {
    await send({ status, body: { error: 'x' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error sending your request. Please try again later.');
    expect(screen.getByLabelText('Email')).toHaveValue('jo@example.com');
  });

  describe('idempotency key (issue 33)', () => {
    const uuid = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;
    const keys = (api: Awaited<ReturnType<typeof startApi>>) => api.received.map((got) => got.headers['idempotency-key']);
    const failedAlert = 'There was an error sending your request. Please try again later.';

    async function formOn(reply: Parameters<typeof startApi>[0]) {
      const api = await startApi(reply);
      const user = userEvent.setup();
      render(<OneBoxForm apiBaseUrl={api.baseUrl} />);
      /** Presses Send, waits for the answer's popup (a failure's alert or a success's status) and closes it. */
      const press = async (popupRole: 'alert' | 'status' = 'alert') => {
        const before = api.received.length;
        await user.click(screen.getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(api.received).toHaveLength(before + 1));
        fireEvent.click(await screen.findByRole(popupRole));
        await waitFor(() => expect(screen.queryByRole(popupRole)).toBeNull());
      };
      return { api, user, press };
    }

    it('sends the same key and the same body again when the visitor retries after a failure', async () => {
      const { api, user, press } = await formOn((n) => (n < 2 ? { status: 502, body: { error: 'x' } } : { status: 202 }));
      await user.type(screen.getByLabelText('Email'), 'jo@example.com');
      await press();
      await press();
      await press('status');
      expect(api.received).toHaveLength(3);
      const [first] = keys(api);
      expect(first).toMatch(uuid);
      expect(keys(api)).toEqual([first, first, first]);
      // renderedForMs and attribution as first sent: the same body, so the API answers it as the same submission.
      expect(api.received[1]?.body).toEqual(api.received[0]?.body);
      expect(api.received[2]?.body).toEqual(api.received[0]?.body);
    });

    it('makes a new key after a success, even for the same details', async () => {
      const { api, user, press } = await formOn({ status: 202 });
      await user.type(screen.getByLabelText('Email'), 'jo@example.com');
      await press('status');
      await user.type(screen.getByLabelText('Email'), 'jo@example.com');
      await press('status');
      const [first, second] = keys(api);
      expect(second).toMatch(uuid);
      expect(second).not.toBe(first);
    });

    it('makes a new key when the visitor changes what they typed, and takes the old one back for the old details', async () => {
      const { api, user, press } = await formOn({ status: 503, body: { error: 'x' } });
      const email = screen.getByLabelText('Email');
      await user.type(email, 'jo@example.com');
      await press();
      await user.clear(email);
      await user.type(email, 'jo@example.org');
      await press();
      await user.clear(email);
      await user.type(email, 'jo@example.com');
      await press();
      const [com, org, comAgain] = keys(api);
      expect(org).toMatch(uuid);
      expect(org).not.toBe(com);
      expect(comAgain).toBe(com);
      expect((api.received[1]?.body as { email: string }).email).toBe('jo@example.org');
    });

    it('on a 409 shows "Request Failed" and sends the next try under a new key', async () => {
      const { api, user, press } = await formOn((n) => (n === 0 ? { status: 409, body: { error: 'reused' } } : { status: 503 }));
      await user.type(screen.getByLabelText('Email'), 'jo@example.com');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(failedAlert);
      fireEvent.click(alert);
      await press();
      const [first, second] = keys(api);
      expect(second).toMatch(uuid);
      expect(second).not.toBe(first);
    });
  });

  it("on a 422 shows the server's message by its field, focused, and keeps the input", async () => {
    await send({ status: 422, body: { error: 'Validation failed', fields: { email: 'Not this one' } } });
    expect(await screen.findByText('Not this one')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('jo@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
