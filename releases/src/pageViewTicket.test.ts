import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { signPreviewToken } from './previewToken';
import {
  checkPageViewTicket,
  issuePageViewTicket,
  PAGE_VIEW_TICKET_LIFETIME_MS,
  SHARED_TICKET_WINDOW_MS,
  type PageRelease,
} from './pageViewTicket';

const secret = 'the-sites-preview-key';
const now = Date.UTC(2031, 4, 6, 10, 0, 0);
const releases: PageRelease[] = [
  { part: 'shell', release: 'aaaaaaaaaaaa' },
  { part: 'pricing', release: 'bbbbbbbbbbbb' },
];
const seed = 'A'.repeat(22);
const otherSeed = 'B'.repeat(22);

const shared = (at = now) => issuePageViewTicket(secret, { releases, visitorSeed: null, now: at });
const visitors = (at = now, visitorSeed = seed) => issuePageViewTicket(secret, { releases, visitorSeed, now: at });
const check = (
  ticket: string,
  options: Partial<{ releases: PageRelease[]; visitorSeed: string | null; now: number; secret: string }> = {},
) => checkPageViewTicket(options.secret ?? secret, ticket, { releases, visitorSeed: null, now: now + 1000, ...options });

describe('a shared ticket', () => {
  it('is the same for every page view of the releases in a window, and counts for any of them', () => {
    const windowStart = Math.floor(now / SHARED_TICKET_WINDOW_MS) * SHARED_TICKET_WINDOW_MS;
    expect(shared(windowStart)).toBe(shared(windowStart + SHARED_TICKET_WINDOW_MS - 1));
    expect(shared(windowStart + SHARED_TICKET_WINDOW_MS)).not.toBe(shared(windowStart));
    // Its key is its signature: the same for the window, another for the next one.
    const checked = { ok: true, visitor: false, key: shared().split('.')[1], expiresAt: windowStart + PAGE_VIEW_TICKET_LIFETIME_MS };
    expect(check(shared())).toEqual(checked);
    expect(check(shared(windowStart + SHARED_TICKET_WINDOW_MS), { now: windowStart + SHARED_TICKET_WINDOW_MS })).toMatchObject({
      ok: true,
      key: expect.not.stringMatching(checked.key ?? '') as string,
    });
    // The cookie of whoever sends it does not matter.
    expect(check(shared(), { visitorSeed: seed })).toEqual(checked);
  });

  it('is for exactly its releases, in any order', () => {
    expect(check(shared(), { releases: [...releases].reverse() })).toMatchObject({ ok: true });
    for (const other of [
      [{ part: 'shell', release: 'aaaaaaaaaaaa' }],
      [...releases, { part: 'forms', release: 'cccccccccccc' }],
      [
        { part: 'shell', release: 'aaaaaaaaaaaa' },
        { part: 'pricing', release: 'cccccccccccc' },
      ],
    ]) {
      expect(check(shared(), { releases: other })).toEqual({ ok: false, fault: 'other releases' });
    }
  });

  it('expires an hour after its window began', () => {
    const windowStart = Math.floor(now / SHARED_TICKET_WINDOW_MS) * SHARED_TICKET_WINDOW_MS;
    expect(check(shared(), { now: windowStart + PAGE_VIEW_TICKET_LIFETIME_MS - 1 })).toMatchObject({ ok: true });
    expect(check(shared(), { now: windowStart + PAGE_VIEW_TICKET_LIFETIME_MS })).toEqual({ ok: false, fault: 'expired' });
  });
});

describe('a visitor’s ticket', () => {
  it('is new for each page view, and counts once: its key is what the server remembers, until it expires', () => {
    const first = visitors();
    expect(visitors()).not.toBe(first);
    const checked = check(first, { visitorSeed: seed });
    expect(checked).toEqual({ ok: true, visitor: true, key: expect.any(String) as string, expiresAt: now + PAGE_VIEW_TICKET_LIFETIME_MS });
    expect(check(visitors(), { visitorSeed: seed })).not.toEqual(checked);
  });

  it('counts only from that visitor (their signed cookie’s seed)', () => {
    expect(check(visitors(), { visitorSeed: otherSeed })).toEqual({ ok: false, fault: 'other visitor' });
    expect(check(visitors(), { visitorSeed: null })).toEqual({ ok: false, fault: 'other visitor' });
  });

  it('expires an hour after the page view', () => {
    expect(check(visitors(), { visitorSeed: seed, now: now + PAGE_VIEW_TICKET_LIFETIME_MS })).toEqual({ ok: false, fault: 'expired' });
  });
});

describe('a ticket the site did not sign', () => {
  it('is refused: another key, another kind of token signed with the same key, a payload changed', () => {
    expect(check(issuePageViewTicket('another-key', { releases, visitorSeed: null, now }))).toEqual({ ok: false, fault: 'forged' });
    // A preview link signed with the preview key is not a ticket.
    const preview = signPreviewToken(secret, releases, { now });
    expect(check(preview)).toEqual({ ok: false, fault: 'forged' });
    // The releases changed in the payload, signed again without the key.
    const [payload = ''] = shared().split('.');
    const changed = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('bbbbbbbbbbbb', 'cccccccccccc'),
      'utf8',
    ).toString('base64url');
    const guessed = createHmac('sha256', 'guess').update(`page-view.${changed}`).digest('base64url');
    expect(check(`${changed}.${guessed}`)).toEqual({ ok: false, fault: 'forged' });
    expect(check('')).toEqual({ ok: false, fault: 'malformed' });
    expect(check('x'.repeat(5000))).toEqual({ ok: false, fault: 'malformed' });
  });

  it('never checks out, whatever text it is (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.option(fc.string({ minLength: 22, maxLength: 22 })), (text, visitorSeed) => {
        const checked = check(text, { visitorSeed });
        expect(checked.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('never checks out when any one character of a real ticket is changed (property)', () => {
    const ticket = visitors();
    fc.assert(
      fc.property(
        fc.nat({ max: ticket.length - 1 }),
        fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.')),
        (at, character) => {
          fc.pre(ticket[at] !== character);
          const changed = `${ticket.slice(0, at)}${character}${ticket.slice(at + 1)}`;
          expect(check(changed, { visitorSeed: seed }).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('issuing', () => {
  it('refuses what could make no ticket: no key, no releases, a part twice, a malformed name', () => {
    expect(() => issuePageViewTicket('', { releases, visitorSeed: null, now })).toThrow(/non-empty secret/);
    expect(() => issuePageViewTicket(secret, { releases: [], visitorSeed: null, now })).toThrow(/Cannot sign/);
    const twice = [...releases, { part: 'shell', release: 'cccccccccccc' }];
    expect(() => issuePageViewTicket(secret, { releases: twice, visitorSeed: null, now })).toThrow(/Cannot sign/);
    expect(() => issuePageViewTicket(secret, { releases: [{ part: 'Shell', release: 'xyz' }], visitorSeed: null, now })).toThrow(
      /Cannot sign/,
    );
  });

  it('fits the longest ticket a beacon may carry, for eight parts and a visitor', () => {
    const eight = Array.from({ length: 8 }, (_, index) => ({ part: `part-${String(index).padEnd(26, 'x')}`, release: 'abcdefabcdef' }));
    expect(issuePageViewTicket(secret, { releases: eight, visitorSeed: seed, now }).length).toBeLessThan(1024);
  });
});
