import { visitorForms } from '@site/form-schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordVisitStart } from '@site/ui/visit-attribution';
import { useState } from 'react';
import { startApi, stopApiServers, type Reply } from '../testSupport/apiServer';
import { useFormSubmission } from './useFormSubmission';

afterEach(stopApiServers);

const sent = { type: 'success', heading: 'Sent', text: 'It went.' } as const;

/** The smallest form on the hook: one e-mail box (the newsletter's declaration). */
function OneBoxForm({ apiBaseUrl }: { readonly apiBaseUrl: string }) {
  const [email, setEmail] = useState('');
  const { fields, popup, formProps, honeypot } = useFormSubmission(visitorForms.newsletter, {
    apiBaseUrl,
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

  it("on a 422 shows the server's message by its field, focused, and keeps the input", async () => {
    await send({ status: 422, body: { error: 'Validation failed', fields: { email: 'Not this one' } } });
    expect(await screen.findByText('Not this one')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('jo@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
