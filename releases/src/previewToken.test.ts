import { createHmac } from 'node:crypto';
import { DEFAULT_PREVIEW_LIFETIME_MS, signPreviewToken, verifyPreviewToken, type PreviewedRelease } from './previewToken';

const secret = 'test-secret-of-reasonable-length';
const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const releases: readonly PreviewedRelease[] = [
  { part: 'shell', release: 'a1b2c3d4e5f6' },
  { part: 'pricing', release: '0123456789ab' },
  { part: 'forms', release: 'ffffffffffff' },
];

/** The token's payload as an object, to build tampered copies of it. */
function decodePayload(token: string): { v: number; releases: PreviewedRelease[]; exp: number } {
  const [payloadPart = ''] = token.split('.');
  return JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as { v: number; releases: PreviewedRelease[]; exp: number };
}

function encodePayload(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same 32 bytes spelled differently: the last of 43 characters carries 2 unused bits, which a
 * lenient decoder ignores. Setting one of them must not give a second valid spelling of a signature.
 */
function withStrayTrailingBits(signaturePart: string): string {
  const last = BASE64URL_ALPHABET.indexOf(signaturePart.slice(-1));
  return signaturePart.slice(0, -1) + (BASE64URL_ALPHABET[last + 1] ?? '');
}

/** Replaces one character with another base64url character, so the result is still well formed. */
function flipCharacterAt(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe('signPreviewToken and verifyPreviewToken', () => {
  it('round-trips several parts, in order, with their expiry', () => {
    const token = signPreviewToken(secret, releases, { now, lifetimeMs: 60_000 });

    expect(verifyPreviewToken(secret, token, now)).toEqual({ ok: true, releases, expiresAt: now + 60_000 });
    expect(verifyPreviewToken(secret, token, now + 59_999).ok).toBe(true);
  });

  it('keeps only part and release from the given objects', () => {
    const withExtra = [{ part: 'marketing', release: 'a1b2c3d4e5f6', note: 'not for the link' }];
    const token = signPreviewToken(secret, withExtra, { now });

    expect(decodePayload(token).releases).toEqual([{ part: 'marketing', release: 'a1b2c3d4e5f6' }]);
  });

  it('makes tokens last 24 hours by default', () => {
    expect(DEFAULT_PREVIEW_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    const token = signPreviewToken(secret, releases, { now });

    expect(verifyPreviewToken(secret, token, now)).toMatchObject({ ok: true, expiresAt: now + DEFAULT_PREVIEW_LIFETIME_MS });
    expect(decodePayload(token)).toEqual({ v: 1, releases, exp: now + DEFAULT_PREVIEW_LIFETIME_MS });
  });

  it('uses the clock when no time is given', () => {
    const before = Date.now();
    const token = signPreviewToken(secret, releases);
    const check = verifyPreviewToken(secret, token);

    expect(check.ok).toBe(true);
    expect(decodePayload(token).exp).toBeGreaterThanOrEqual(before + DEFAULT_PREVIEW_LIFETIME_MS);
  });

  describe('refuses a token that was not signed with the secret', () => {
    const token = signPreviewToken(secret, releases, { now });
    const [payloadPart = '', signaturePart = ''] = token.split('.');

    it('signed with another secret', () => {
      expect(verifyPreviewToken('another-secret', token, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('with a changed release and the original signature', () => {
      const payload = decodePayload(token);
      const tampered = { ...payload, releases: [{ part: 'shell', release: 'deadbeef0000' }, ...payload.releases.slice(1)] };

      expect(verifyPreviewToken(secret, `${encodePayload(tampered)}.${signaturePart}`, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('with a later expiry and the original signature', () => {
      const tampered = { ...decodePayload(token), exp: now + 365 * DEFAULT_PREVIEW_LIFETIME_MS };

      expect(verifyPreviewToken(secret, `${encodePayload(tampered)}.${signaturePart}`, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('with a changed signature', () => {
      expect(verifyPreviewToken(secret, `${payloadPart}.${flipCharacterAt(signaturePart, 5)}`, now)).toEqual({
        ok: false,
        reason: 'forged',
      });
    });

    it('even when its payload is junk: the signature is checked before the payload is read', () => {
      expect(verifyPreviewToken(secret, `${encodePayload('junk')}.${signaturePart}`, now)).toEqual({ ok: false, reason: 'forged' });
    });

    it('when the verifying secret is empty, even for a token signed with an empty key', () => {
      const emptyKeySignature = createHmac('sha256', '').update(payloadPart).digest('base64url');

      expect(verifyPreviewToken('', `${payloadPart}.${emptyKeySignature}`, now)).toEqual({ ok: false, reason: 'forged' });
    });
  });

  describe('expiry', () => {
    const token = signPreviewToken(secret, releases, { now, lifetimeMs: 1000 });

    it('refuses a token after its expiry', () => {
      expect(verifyPreviewToken(secret, token, now + 5000)).toEqual({ ok: false, reason: 'expired' });
    });

    it('refuses a token exactly at its expiry', () => {
      expect(verifyPreviewToken(secret, token, now + 1000)).toEqual({ ok: false, reason: 'expired' });
    });

    it('refuses when the time is not a number, rather than accept forever', () => {
      expect(verifyPreviewToken(secret, token, Number.NaN)).toEqual({ ok: false, reason: 'expired' });
    });
  });

  describe('refuses input that is not a token as malformed, without throwing', () => {
    const token = signPreviewToken(secret, releases, { now });
    const [payloadPart = '', signaturePart = ''] = token.split('.');

    it.each([
      ['empty', ''],
      ['no dot', 'abc'],
      ['two dots', 'a.b.c'],
      ['a signed token with another dot', `${token}.`],
      ['empty halves', '.'],
      ['oversize', `${'a'.repeat(2048)}.${signaturePart}`],
      ['non-base64 payload', `${payloadPart}!.${signaturePart}`],
      ['non-base64 signature', `${payloadPart}.${signaturePart.slice(0, -1)}*`],
      ['padded base64', `${payloadPart}.${signaturePart}=`],
      ['a truncated signature', `${payloadPart}.${signaturePart.slice(0, -2)}`],
      ['a signature with stray trailing bits', `${payloadPart}.${withStrayTrailingBits(signaturePart)}`],
      ['spaces and punctuation', 'not a token.!!!'],
    ])('%s', (_label, input) => {
      expect(verifyPreviewToken(secret, input, now)).toEqual({ ok: false, reason: 'malformed' });
    });

    it('a huge string', () => {
      expect(verifyPreviewToken(secret, 'x'.repeat(1_000_000), now)).toEqual({ ok: false, reason: 'malformed' });
    });

    it('non-strings from untyped callers', () => {
      const inputs: unknown[] = [undefined, null, 42, {}, ['a', 'b']];
      for (const input of inputs) {
        expect(verifyPreviewToken(secret, input as string, now)).toEqual({ ok: false, reason: 'malformed' });
      }
    });

    it('a correctly signed payload that is not a valid preview (e.g. another version)', () => {
      const signed = (payload: unknown): string => {
        const part = encodePayload(payload);
        return `${part}.${createHmac('sha256', secret).update(part).digest('base64url')}`;
      };

      expect(verifyPreviewToken(secret, signed({ v: 2, releases, exp: now + 1000 }), now)).toEqual({ ok: false, reason: 'malformed' });
      expect(verifyPreviewToken(secret, signed({ v: 1, releases: [], exp: now + 1000 }), now)).toEqual({ ok: false, reason: 'malformed' });
      const notJson = Buffer.from('{not json').toString('base64url');
      const notJsonToken = `${notJson}.${createHmac('sha256', secret).update(notJson).digest('base64url')}`;
      expect(verifyPreviewToken(secret, notJsonToken, now)).toEqual({ ok: false, reason: 'malformed' });
    });
  });

  describe('signPreviewToken refuses input that would make a useless or ambiguous link', () => {
    it('an empty secret', () => {
      expect(() => signPreviewToken('', releases, { now })).toThrow(/secret/);
    });

    it('an empty release list', () => {
      expect(() => signPreviewToken(secret, [], { now })).toThrow(/at least one/);
    });

    it('a part named twice', () => {
      const twice = [
        { part: 'pricing', release: 'a1b2c3d4e5f6' },
        { part: 'pricing', release: '0123456789ab' },
      ];
      expect(() => signPreviewToken(secret, twice, { now })).toThrow(/each part at most once/);
    });

    it.each(['', 'Pricing', '1pricing', '-pricing', 'pricing_v2', 'pricing.v2', 'a'.repeat(33)])('the part name %j', (part) => {
      expect(() => signPreviewToken(secret, [{ part, release: 'a1b2c3d4e5f6' }], { now })).toThrow(/part name/);
    });

    it.each(['', 'a1b2c3d4e5f', 'a1b2c3d4e5f6a', 'A1B2C3D4E5F6', 'g1b2c3d4e5f6', ' a1b2c3d4e5f'])('the release %j', (release) => {
      expect(() => signPreviewToken(secret, [{ part: 'pricing', release }], { now })).toThrow(/release version/);
    });

    it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('the lifetime %p', (lifetimeMs) => {
      expect(() => signPreviewToken(secret, releases, { now, lifetimeMs })).toThrow(RangeError);
    });

    it('so many parts that the token would be too long to verify', () => {
      const many = Array.from({ length: 40 }, (_, index) => ({ part: `part-${index}`, release: 'a1b2c3d4e5f6' }));
      expect(() => signPreviewToken(secret, many, { now })).toThrow(/too long/);
    });

    it('accepts the longest part name', () => {
      const token = signPreviewToken(secret, [{ part: `a${'-9'.repeat(15)}z`, release: 'a1b2c3d4e5f6' }], { now });
      expect(verifyPreviewToken(secret, token, now).ok).toBe(true);
    });
  });
});
