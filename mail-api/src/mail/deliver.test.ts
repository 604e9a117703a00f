import { describeSendError, isPermanentRejection, redactAddresses } from './deliver';

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

describe('isPermanentRejection', () => {
  it.each([
    [550, true],
    [554, true],
    [451, false],
    [421, false],
    [undefined, false],
  ])('SMTP %s → %s', (responseCode, permanent) => {
    expect(isPermanentRejection({ name: 'Error', message: 'x', ...(responseCode ? { responseCode } : {}) })).toBe(permanent);
  });
});
