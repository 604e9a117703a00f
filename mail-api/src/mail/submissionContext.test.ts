import { exampleNewsletter, exampleRequest, exampleTrial } from '@site/form-schemas';
import { newsletterInternalMail } from './newsletterTemplates';
import { requestInternalMail } from './requestTemplates';
import { attributionLines, hasLinkOrMarkup, isThrowawayEmail, spamSignals, submissionContextSection } from './submissionContext';
import { trialInternalMail } from './trialTemplates';

const attribution = {
  page: '/free-trial',
  landingPage: '/blog/rostering?utm_source=news&utm_campaign=may',
  pagesViewed: ['/blog/rostering?utm_source=news&utm_campaign=may', '/pricing', '/free-trial'],
  referrerOrigin: 'https://www.bing.com',
  utm: { source: 'news', campaign: 'may' },
};
const receivedAt = new Date('2025-03-04T05:06:07.089Z');
const settings = {
  from: 'no-reply@wattlecare.example.com',
  enquiriesMailbox: 'enquiries@wattlecare.example.com',
  salesMailbox: 'sales@wattlecare.example.com',
  itSupportMailbox: 'itsupport@wattlecare.example.com',
  supportMailbox: 'support@wattlecare.example.com',
  supportHotline: '1300 000 000',
  brandName: 'Wattlecare',
};

describe('spam signals', () => {
  it('flags a submit under 3 s after the form appeared, not one at or over it', () => {
    expect(spamSignals({ email: 'a@example.com', names: [], renderedForMs: 1200 })).toEqual([
      'Sent 1.2 s after the form appeared (under 3 s).',
    ]);
    expect(spamSignals({ email: 'a@example.com', names: [], renderedForMs: 3000 })).toEqual([]);
    expect(spamSignals({ email: 'a@example.com', names: [] })).toEqual([]);
  });

  it('flags a link or markup in a name field, not an ordinary name', () => {
    for (const name of ['https://cheap.example', 'visit www.spam.example', 'spam.example/offer', '<b>Hi</b>']) {
      expect(hasLinkOrMarkup(name)).toBe(true);
    }
    for (const name of ["Mary O'Brien-Smith", 'Dr. J. Citizen', 'Nguyễn Văn An']) expect(hasLinkOrMarkup(name)).toBe(false);
    expect(spamSignals({ email: 'a@example.com', names: ['Sam', 'http://x.example'] })).toEqual(['A link or markup in a name field.']);
  });

  it("flags a throwaway e-mail domain from the package's list, not an ordinary one", () => {
    expect(isThrowawayEmail('x@mailinator.com')).toBe(true);
    expect(isThrowawayEmail('x@MAILINATOR.COM')).toBe(true);
    expect(isThrowawayEmail('x@gmail.com')).toBe(false);
    expect(isThrowawayEmail('alex.citizen@example.com')).toBe(false);
    expect(spamSignals({ email: 'x@mailinator.com', names: [] })).toEqual(['A throwaway e-mail domain.']);
  });
});

describe('the "Where this came from" section', () => {
  it('lists each known item in one column, and says so when nothing is known', () => {
    expect(attributionLines(attribution)).toEqual([
      'Sent from page:      /free-trial',
      'First page of visit: /blog/rostering?utm_source=news&utm_campaign=may',
      'Pages viewed:        /blog/rostering?utm_source=news&utm_campaign=may → /pricing → /free-trial',
      'Referring site:      https://www.bing.com',
      'utm_source:          news',
      'utm_campaign:        may',
    ]);
    expect(attributionLines(undefined)).toEqual(['Not known.']);
    expect(attributionLines({})).toEqual(['Not known.']);
  });

  it('ends with the signals, saying nothing was dropped', () => {
    expect(submissionContextSection({ nameFieldNames: ['name'] }, { email: 'x@mailinator.com', name: '<a>', renderedForMs: 800 })).toEqual([
      'Where this came from',
      'Not known.',
      '',
      'Spam signals (shown for sorting; nothing was dropped)',
      '- Sent 0.8 s after the form appeared (under 3 s).',
      '- A link or markup in a name field.',
      '- A throwaway e-mail domain.',
    ]);
  });

  it('is in every internal e-mail, with the attribution and signals of that submission', () => {
    const texts = [
      newsletterInternalMail({ ...exampleNewsletter, attribution, renderedForMs: 900, receivedAt }, settings).text,
      requestInternalMail('demo', { submission: { ...exampleRequest, attribution, renderedForMs: 900 }, receivedAt }, settings).text,
      requestInternalMail('expert', { submission: { ...exampleRequest, attribution, renderedForMs: 900 }, receivedAt }, settings).text,
      trialInternalMail({ submission: { ...exampleTrial, attribution, renderedForMs: 900 }, receivedAt }, settings).text,
    ];
    for (const text of texts) {
      expect(text).toContain('\nWhere this came from\nSent from page:      /free-trial\n');
      expect(text).toContain('Referring site:      https://www.bing.com\n');
      expect(text).toContain('- Sent 0.9 s after the form appeared (under 3 s).\n');
    }
  });
});
