/**
 * The signed links' parsers under fuzzing (issue 57): a preview token and a dev override token are
 * read from a query string or a cookie anyone can write. For any text the check never throws, refuses
 * with a reason, and accepts only what was signed with the key: a token changed in any character is
 * refused, and a token signed for one kind is never taken for the other.
 */
import fc from 'fast-check';
import { signDevOverrideToken, verifyDevOverrideToken } from './devOverrideToken';
import { signPreviewToken, verifyPreviewToken } from './previewToken';

const KEY = 'a-fuzzing-key';
const NOW = 1_800_000_000_000;
const release = { part: 'pricing', release: '0123456789ab' };

/** Text a query string or cookie can hold: token-like pieces and anything else. */
const tokenLike = fc.oneof(
  fc.string({ maxLength: 600 }),
  fc
    .array(fc.constantFrom('.', '=', '-', '_', 'eyJ', 'e30', 'AAAA', '%2E', '\u0000', 'é', 'QQ'), {
      maxLength: 40,
    })
    .map((pieces) => pieces.join('')),
  fc
    .tuple(fc.json(), fc.base64String({ maxLength: 60 }))
    .map(([json, signature]) => `${Buffer.from(json).toString('base64url')}.${signature.replace(/=+$/, '')}`),
);

const verifiers = [
  ['preview', (token: string) => verifyPreviewToken(KEY, token, NOW)],
  ['dev override', (token: string) => verifyDevOverrideToken(KEY, token, NOW)],
] as const;

describe.each(verifiers)('the %s token check (fast-check)', (_kind, verify) => {
  it('refuses any text it did not sign, with a reason, and never throws', () => {
    fc.assert(
      fc.property(tokenLike, (token) => {
        const check = verify(token);
        expect(check.ok).toBe(false);
        if (!check.ok) expect(['malformed', 'forged', 'expired']).toContain(check.reason);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('a signed token changed in any one character (fast-check)', () => {
  const preview = signPreviewToken(KEY, [release], { now: NOW });
  const devOverride = signDevOverrideToken(KEY, { part: 'pricing', origin: 'http://localhost:3003' }, { now: NOW });

  it('is accepted as signed, and refused once changed', () => {
    expect(verifyPreviewToken(KEY, preview, NOW)).toMatchObject({ ok: true, releases: [release] });
    expect(verifyDevOverrideToken(KEY, devOverride, NOW)).toMatchObject({ ok: true, part: 'pricing' });
    fc.assert(
      fc.property(
        fc.constantFrom(preview, devOverride),
        fc.nat(),
        fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.')),
        (token, at, replacement) => {
          const index = at % token.length;
          fc.pre(token[index] !== replacement);
          const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
          expect(verifyPreviewToken(KEY, changed, NOW).ok).toBe(false);
          expect(verifyDevOverrideToken(KEY, changed, NOW).ok).toBe(false);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('is never taken for the other kind, nor with another key', () => {
    expect(verifyDevOverrideToken(KEY, preview, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyPreviewToken(KEY, devOverride, NOW).ok).toBe(false);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((key) => key !== KEY),
        (otherKey) => {
          expect(verifyPreviewToken(otherKey, preview, NOW)).toEqual({ ok: false, reason: 'forged' });
        },
      ),
      { numRuns: 200 },
    );
  });
});
