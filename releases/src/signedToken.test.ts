/**
 * What the kinds' own tests (previewToken.test.ts, devOverrideToken.test.ts) do not reach: domains
 * keeping apart two kinds whose payloads are the same, and one spelling for the payload part too.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { signToken, verifyToken, type SignatureDomain, type TokenKind } from './signedToken';

const secret = 'test-secret-of-reasonable-length';
const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const schema = z.strictObject({ n: z.int(), exp: z.int().positive() });
const kind = (domain: SignatureDomain): TokenKind<z.output<typeof schema>> => ({ what: 'test token', domain, schema, maxLength: 256 });
const sign = (domain: SignatureDomain) =>
  signToken({ ...kind(domain), secret, payloadFor: (exp) => ({ n: 42, exp }), now, lifetimeMs: 1000 });

describe('signToken and verifyToken', () => {
  it('accept a token in its own domain only, even where the payloads of the kinds are alike', () => {
    const domains: SignatureDomain[] = ['', 'a.', 'b.', 'x.a.'];
    for (const signedIn of domains) {
      const token = sign(signedIn);
      for (const checkedIn of domains) {
        expect(verifyToken({ ...kind(checkedIn), secret, token, now })).toEqual(
          checkedIn === signedIn ? { ok: true, payload: { n: 42, exp: now + 1000 } } : { ok: false, reason: 'forged' },
        );
      }
    }
  });

  it('refuse a payload part spelled with stray trailing bits, though signed as it is spelled', () => {
    const [payloadPart = ''] = sign('a.').split('.');
    // The last character of a payload whose length is not a multiple of 3 carries unused bits.
    expect(Buffer.from(payloadPart, 'base64url').length % 3).not.toBe(0);
    const last = BASE64URL_ALPHABET.indexOf(payloadPart.slice(-1));
    const respelled = payloadPart.slice(0, -1) + (BASE64URL_ALPHABET[last + 1] ?? '');
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(payloadPart, 'base64url'));
    const signature = createHmac('sha256', secret).update(`a.${respelled}`).digest('base64url');

    expect(verifyToken({ ...kind('a.'), secret, token: `${respelled}.${signature}`, now })).toEqual({ ok: false, reason: 'malformed' });
  });
});
