import { createHmac } from 'node:crypto';
import {
  DEFAULT_DEV_OVERRIDE_LIFETIME_MS,
  DEV_OVERRIDE_PATH,
  devOverrideLinkOf,
  isDevOrigin,
  signDevOverrideToken,
  verifyDevOverrideToken,
} from './devOverrideToken';
import { signPreviewToken, verifyPreviewToken } from './previewToken';

const secret = 'test-secret-of-reasonable-length';
const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const override = { part: 'pricing', origin: 'http://localhost:3003' } as const;

function decodePayload(token: string): Record<string, unknown> {
  const [payloadPart = ''] = token.split('.');
  return JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const encodePayload = (payload: unknown): string => Buffer.from(JSON.stringify(payload)).toString('base64url');

/** A token for any payload, signed as a dev override is (the domain prefix, then the payload text). */
const signedAsOverride = (payload: unknown, key = secret): string => {
  const part = encodePayload(payload);
  return `${part}.${createHmac('sha256', key).update(`dev-override.${part}`).digest('base64url')}`;
};

/** Replaces one character with another base64url character, so the result is still well formed. */
const flipCharacterAt = (text: string, index: number): string =>
  text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);

describe('signDevOverrideToken and verifyDevOverrideToken', () => {
  it('round-trips the part and the origin, with the expiry', () => {
    const token = signDevOverrideToken(secret, override, { now, lifetimeMs: 60_000 });

    expect(verifyDevOverrideToken(secret, token, now)).toEqual({
      ok: true,
      part: 'pricing',
      origin: 'http://localhost:3003',
      expiresAt: now + 60_000,
    });
    expect(verifyDevOverrideToken(secret, token, now + 59_999).ok).toBe(true);
    expect(decodePayload(token)).toEqual({ v: 1, part: 'pricing', origin: 'http://localhost:3003', exp: now + 60_000 });
  });

  it('accepts every remote, https origins, IP addresses and other ports', () => {
    for (const [part, origin] of [
      ['marketing', 'https://dev.example.com'],
      ['resources', 'http://127.0.0.1:3002'],
      ['forms', 'http://[::1]:3004'],
      ['pricing', 'https://pricing-tunnel.example.net:8443'],
    ]) {
      const token = signDevOverrideToken(secret, { part: part ?? '', origin: origin ?? '' }, { now });
      expect(verifyDevOverrideToken(secret, token, now)).toMatchObject({ ok: true, part, origin });
    }
  });

  it('keeps only part and origin from the given object', () => {
    const token = signDevOverrideToken(secret, { ...override, note: 'not for the link' } as typeof override, { now });
    expect(Object.keys(decodePayload(token)).sort()).toEqual(['exp', 'origin', 'part', 'v']);
  });

  it('makes tokens last 12 hours by default, from the clock when no time is given', () => {
    expect(DEFAULT_DEV_OVERRIDE_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
    expect(verifyDevOverrideToken(secret, signDevOverrideToken(secret, override, { now }), now)).toMatchObject({
      expiresAt: now + DEFAULT_DEV_OVERRIDE_LIFETIME_MS,
    });
    const before = Date.now();
    const token = signDevOverrideToken(secret, override);
    expect(verifyDevOverrideToken(secret, token).ok).toBe(true);
    expect(decodePayload(token).exp).toBeGreaterThanOrEqual(before + DEFAULT_DEV_OVERRIDE_LIFETIME_MS);
  });

  it('makes the link that opens it', () => {
    const token = signDevOverrideToken(secret, override, { now });
    expect(DEV_OVERRIDE_PATH).toBe('/__dev-override');
    expect(devOverrideLinkOf('https://www.example.com/', token)).toBe(`https://www.example.com/__dev-override?token=${token}`);
    expect(devOverrideLinkOf('http://localhost:3000', 'a b')).toBe('http://localhost:3000/__dev-override?token=a%20b');
  });

  describe('refuses a token that was not signed with the secret as a dev override', () => {
    const token = signDevOverrideToken(secret, override, { now });
    const [payloadPart = '', signaturePart = ''] = token.split('.');

    it('signed with another secret', () => {
      expect(verifyDevOverrideToken('another-secret', token, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('with another origin and the original signature', () => {
      const tampered = { ...decodePayload(token), origin: 'https://evil.example' };
      expect(verifyDevOverrideToken(secret, `${encodePayload(tampered)}.${signaturePart}`, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('with another part, or a later expiry, and the original signature', () => {
      for (const change of [{ part: 'forms' }, { exp: now + 365 * DEFAULT_DEV_OVERRIDE_LIFETIME_MS }]) {
        const tampered = { ...decodePayload(token), ...change };
        expect(verifyDevOverrideToken(secret, `${encodePayload(tampered)}.${signaturePart}`, now)).toEqual({
          ok: false,
          reason: 'forged',
        });
      }
    });

    it('with a changed signature', () => {
      expect(verifyDevOverrideToken(secret, `${payloadPart}.${flipCharacterAt(signaturePart, 5)}`, now)).toEqual({
        ok: false,
        reason: 'forged',
      });
    });

    it('signed over the bare payload (without the dev override domain)', () => {
      const bare = `${payloadPart}.${createHmac('sha256', secret).update(payloadPart).digest('base64url')}`;
      expect(verifyDevOverrideToken(secret, bare, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('when the verifying secret is empty, even for a token signed with an empty key', () => {
      expect(verifyDevOverrideToken('', signedAsOverride(decodePayload(token), ''), now)).toEqual({ ok: false, reason: 'forged' });
    });
  });

  describe('keeps preview tokens and dev override tokens apart, though one key signs both', () => {
    it('refuses a preview token as a dev override', () => {
      const preview = signPreviewToken(secret, [{ part: 'pricing', release: 'a1b2c3d4e5f6' }], { now });
      expect(verifyPreviewToken(secret, preview, now).ok).toBe(true);
      expect(verifyDevOverrideToken(secret, preview, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('refuses a dev override token as a preview', () => {
      const token = signDevOverrideToken(secret, override, { now });
      expect(verifyPreviewToken(secret, token, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('refuses a preview signature over a dev override payload, and the other way round', () => {
      const payload = { v: 1, part: 'pricing', origin: 'http://localhost:3003', exp: now + 1000 };
      const part = encodePayload(payload);
      const previewSigned = `${part}.${createHmac('sha256', secret).update(part).digest('base64url')}`;
      expect(verifyDevOverrideToken(secret, previewSigned, now)).toEqual({ ok: false, reason: 'forged' });
      const previewPayload = { v: 1, releases: [{ part: 'pricing', release: 'a1b2c3d4e5f6' }], exp: now + 1000 };
      expect(verifyPreviewToken(secret, signedAsOverride(previewPayload), now)).toEqual({ ok: false, reason: 'forged' });
    });
  });

  describe('expiry', () => {
    const token = signDevOverrideToken(secret, override, { now, lifetimeMs: 1000 });

    it('refuses a token at and after its expiry', () => {
      expect(verifyDevOverrideToken(secret, token, now + 1000)).toEqual({ ok: false, reason: 'expired' });
      expect(verifyDevOverrideToken(secret, token, now + 5000)).toEqual({ ok: false, reason: 'expired' });
    });

    it('refuses when the time is not a number, rather than accept forever', () => {
      expect(verifyDevOverrideToken(secret, token, Number.NaN)).toEqual({ ok: false, reason: 'expired' });
    });
  });

  describe('refuses input that is not a dev override token as malformed, without throwing', () => {
    const token = signDevOverrideToken(secret, override, { now });
    const [payloadPart = '', signaturePart = ''] = token.split('.');

    it.each([
      ['empty', ''],
      ['no dot', 'abc'],
      ['two dots', 'a.b.c'],
      ['a signed token with another dot', `${token}.`],
      ['too long', `${'a'.repeat(1100)}.${signaturePart}`],
      ['non-base64 payload', `${payloadPart}!.${signaturePart}`],
      ['non-base64 signature', `${payloadPart}.${signaturePart.slice(0, -1)}*`],
      ['padded base64', `${payloadPart}.${signaturePart}=`],
      ['base64 (not base64url) characters', `${payloadPart}+.${signaturePart}`],
      ['a truncated signature', `${payloadPart}.${signaturePart.slice(0, -2)}`],
      ['spaces and punctuation', 'not a token.!!!'],
    ])('%s', (_label, input) => {
      expect(verifyDevOverrideToken(secret, input, now)).toEqual({ ok: false, reason: 'malformed' });
    });

    it('a huge string, and non-strings from untyped callers', () => {
      expect(verifyDevOverrideToken(secret, 'x'.repeat(1_000_000), now)).toEqual({ ok: false, reason: 'malformed' });
      for (const input of [undefined, null, 42, {}, ['a', 'b']] as unknown[]) {
        expect(verifyDevOverrideToken(secret, input as string, now)).toEqual({ ok: false, reason: 'malformed' });
      }
    });

    const valid = { v: 1, part: 'pricing', origin: 'http://localhost:3003', exp: now + 1000 };
    it.each([
      ['another version', { ...valid, v: 2 }],
      ['an extra field', { ...valid, admin: true }],
      ['a missing field', { v: 1, part: 'pricing', exp: now + 1000 }],
      ['a part that is not a remote', { ...valid, part: 'shell' }],
      ['an unknown part', { ...valid, part: 'billing' }],
      ['an origin with a path', { ...valid, origin: 'http://localhost:3003/x' }],
      ['an origin with a trailing slash', { ...valid, origin: 'http://localhost:3003/' }],
      ['an origin with credentials', { ...valid, origin: 'http://user:pass@localhost:3003' }],
      ['a javascript: URL', { ...valid, origin: 'javascript:alert(1)' }],
      ['an origin with a CSP delimiter in its host', { ...valid, origin: 'http://a;b' }],
      ['an expiry that is not a whole number', { ...valid, exp: 'later' }],
    ])('a correctly signed payload with %s', (_label, payload) => {
      expect(verifyDevOverrideToken(secret, signedAsOverride(payload), now)).toEqual({ ok: false, reason: 'malformed' });
    });

    it('a correctly signed text that is not JSON', () => {
      const notJson = Buffer.from('{not json').toString('base64url');
      const signature = createHmac('sha256', secret).update(`dev-override.${notJson}`).digest('base64url');
      expect(verifyDevOverrideToken(secret, `${notJson}.${signature}`, now)).toEqual({ ok: false, reason: 'malformed' });
    });
  });

  describe('signDevOverrideToken refuses input that would make a useless link', () => {
    it('an empty secret', () => {
      expect(() => signDevOverrideToken('', override, { now })).toThrow(/secret/);
    });

    it.each(['', 'shell', 'Pricing', 'mfe_pricing', 'mail-api'])('the part %j', (part) => {
      expect(() => signDevOverrideToken(secret, { part, origin: override.origin }, { now })).toThrow(/one of the remotes/);
    });

    it.each([
      '',
      'localhost:3003',
      'http://localhost:3003/',
      'http://localhost:3003/path',
      'http://localhost:3003?x=1',
      'http://localhost:3003#top',
      'http://user:pass@localhost:3003',
      'http://user@localhost:3003',
      'HTTP://LOCALHOST:3003',
      'http://localhost:80',
      'javascript:alert(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      'ftp://localhost:3003',
      'ws://localhost:3003',
      'http://a"b:3003',
      "http://a'b",
      'http://a,b',
      'http://*.example.com',
      `http://${'a'.repeat(300)}.example`,
    ])('the origin %j', (origin) => {
      expect(() => signDevOverrideToken(secret, { part: 'pricing', origin }, { now })).toThrow(/origin/);
    });

    it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('the lifetime %p', (lifetimeMs) => {
      expect(() => signDevOverrideToken(secret, override, { now, lifetimeMs })).toThrow(RangeError);
    });
  });
});

describe('isDevOrigin', () => {
  it('is true of plain http(s) origins spelled as the URL parser spells them, only', () => {
    expect(isDevOrigin('http://localhost:3003')).toBe(true);
    expect(isDevOrigin('https://xn--bcher-kva.example')).toBe(true);
    expect(isDevOrigin('https://bücher.example')).toBe(false);
    expect(isDevOrigin('http://127.1:3003')).toBe(false);
    expect(isDevOrigin(42 as unknown as string)).toBe(false);
  });
});
