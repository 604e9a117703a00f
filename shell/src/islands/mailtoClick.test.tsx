import { MailtoLink, MAIL_CLIENT_CHECK_MS } from '@site/ui';
import { renderToString } from 'react-dom/server';
import { installMailtoCheck } from './mailtoClick';

installMailtoCheck();

describe('a mailto: link (MailtoLink)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('offers the address when the page still has focus a second after the link was followed', async () => {
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    document.body.innerHTML = renderToString(<MailtoLink address="sales@wattlecare.example.com" label="Email sales" />);
    const link = document.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open a mail app
    link.click();
    const hint = document.querySelector('[role="status"]')!;
    expect(hint.textContent).toBe('');
    // The check's code is fetched on the click (a module of its own): its import settles meanwhile.
    await jest.advanceTimersByTimeAsync(MAIL_CLIENT_CHECK_MS);
    expect(hint.textContent).toBe(" If your e-mail app didn't open, please e-mail us at sales@wattlecare.example.com.");
    hasFocus.mockReturnValue(false);
    hint.textContent = '';
    link.click();
    await jest.advanceTimersByTimeAsync(MAIL_CLIENT_CHECK_MS);
    expect(hint.textContent).toBe('');
    hasFocus.mockRestore();
  });
});
