import { capturedLogger } from '../testSupport/captureLogs';
import { deliverInternalThenConfirmation, describeSendError, redactAddresses, type SendMail } from './deliver';
import type { InternalWithConfirmation, OutgoingMail } from './message';

const mails: InternalWithConfirmation = {
  internal: { from: 'no-reply@site.example', to: 'staff@site.example', subject: 'Internal', text: 'alex@example.com' },
  confirmation: { from: 'no-reply@site.example', to: 'alex@example.com', subject: 'Thanks', text: 'Thanks' },
};

/** A recording sender that fails for the given recipients the way nodemailer does. */
function recordingSender(failFor: readonly string[] = []): { send: SendMail; sent: OutgoingMail[]; attempted: string[] } {
  const sent: OutgoingMail[] = [];
  const attempted: string[] = [];
  const send: SendMail = async (mail) => {
    attempted.push(mail.subject);
    if (failFor.includes(mail.to)) {
      throw Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${mail.to}>: Recipient address rejected`), {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
        rejected: [mail.to],
      });
    }
    sent.push(mail);
  };
  return { send, sent, attempted };
}

describe('deliverInternalThenConfirmation', () => {
  it('sends the internal message first, then the confirmation', async () => {
    const { logger } = capturedLogger();
    const { send, sent } = recordingSender();
    await expect(deliverInternalThenConfirmation(mails, send, logger, 'test')).resolves.toEqual({ internal: 'sent', confirmation: 'sent' });
    expect(sent).toEqual([mails.internal, mails.confirmation]);
  });

  it('does not send the confirmation when the internal message fails, and logs an error without addresses', async () => {
    const { logger, lines, text } = capturedLogger();
    const { send, attempted } = recordingSender(['staff@site.example']);
    await expect(deliverInternalThenConfirmation(mails, send, logger, 'test')).resolves.toEqual({ internal: 'failed' });
    expect(attempted).toEqual(['Internal']);
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 50,
        form: 'test',
        msg: 'Sending the internal message failed',
        mailError: expect.objectContaining({ code: 'EENVELOPE', responseCode: 550 }),
      }),
    ]);
    expect(text()).not.toMatch(/@/);
  });

  it('reports a failed confirmation as a warning without the address', async () => {
    const { logger, lines, text } = capturedLogger();
    const { send, sent } = recordingSender(['alex@example.com']);
    await expect(deliverInternalThenConfirmation(mails, send, logger, 'test')).resolves.toEqual({
      internal: 'sent',
      confirmation: 'failed',
    });
    expect(sent).toEqual([mails.internal]);
    expect(lines()).toEqual([expect.objectContaining({ level: 40, form: 'test', msg: 'Sending the confirmation failed' })]);
    expect(text()).not.toContain('alex@example.com');
  });
});

describe('describeSendError', () => {
  it('keeps codes and the message with addresses masked, nothing else', () => {
    const error = Object.assign(new Error('550 <alex@example.com>: rejected'), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      rejected: ['alex@example.com'],
      response: '550 <alex@example.com>: rejected',
    });
    expect(describeSendError(error)).toEqual({
      name: 'Error',
      message: '550 <[address]>: rejected',
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
    });
    expect(describeSendError('to alex@example.com failed')).toEqual({ name: 'Error', message: 'to [address] failed' });
  });

  it('masks several address forms', () => {
    expect(redactAddresses('a.b+c@x.example.com, "Sam" <sam@y.example>; (z@z.io)')).toBe('[address], "Sam" <[address]>; ([address])');
  });
});
