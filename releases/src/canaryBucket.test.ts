import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import {
  VISITOR_COOKIE,
  bucketOf,
  canaryChoices,
  inCanary,
  isValidVisitorSeed,
  newVisitorSeed,
  signedVisitorCookie,
  verifiedVisitorSeed,
} from './canaryBucket';

const VISITORS = 10_000;
const pricingCanary = 'pricing@a1b2c3d4e5f6';

/** A seed shaped as newVisitorSeed's (16 bytes, base64url), the same on every run. */
const fixedSeed = (label: string) => createHash('sha256').update(label).digest().subarray(0, 16).toString('base64url');

/** Share of `seeds`, in percent, for which `predicate` holds. */
function percentOf(seeds: readonly string[], predicate: (seed: string) => boolean): number {
  return (seeds.filter(predicate).length / seeds.length) * 100;
}

describe('visitor seeds', () => {
  it('are kept in a first-party cookie of a fixed name', () => {
    expect(VISITOR_COOKIE).toBe('site_bucket');
  });

  it('are random: a new one each time, valid by the same rule the server reads cookies with', () => {
    const seeds = Array.from({ length: 1000 }, () => newVisitorSeed());

    expect(new Set(seeds).size).toBe(seeds.length);
    for (const seed of seeds) expect(isValidVisitorSeed(seed)).toBe(true);
  });

  it('accept any 22 base64url characters', () => {
    expect(isValidVisitorSeed('A'.repeat(22))).toBe(true);
    expect(isValidVisitorSeed('abcdefghijklmnopqrs-_9')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['one character', 'x'],
    ['21 characters', 'A'.repeat(21)],
    ['23 characters', 'A'.repeat(23)],
    ['padding', `${'A'.repeat(21)}=`],
    ['standard base64 "+"', `${'A'.repeat(21)}+`],
    ['standard base64 "/"', `${'A'.repeat(21)}/`],
    ['a space', `${'A'.repeat(21)} `],
    ['a trailing newline', `${'A'.repeat(22)}\n`],
    ['non-ASCII', `${'A'.repeat(21)}é`],
  ])('reject %s', (_label, value) => {
    expect(isValidVisitorSeed(value)).toBe(false);
  });

  it.each([undefined, null, 42, true, {}, ['A'.repeat(22)]])('reject the non-string %p', (value) => {
    expect(isValidVisitorSeed(value)).toBe(false);
  });
});

describe('the seed cookie', () => {
  const secret = 'the-sites-preview-key';
  const seed = fixedSeed('a visitor');
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it('holds the seed and the site’s signature of it; the site reads the seed back from it', () => {
    const cookie = signedVisitorCookie(secret, seed);
    expect(cookie).toMatch(new RegExp(`^${seed}\\.[A-Za-z0-9_-]{22}$`));
    expect(verifiedVisitorSeed(secret, cookie)).toBe(seed);
  });

  it('is not verified when the visitor made it up: a bare seed (as before signing), a forged signature, another key', () => {
    expect(verifiedVisitorSeed(secret, seed)).toBeNull();
    expect(verifiedVisitorSeed(secret, `${seed}.${'A'.repeat(22)}`)).toBeNull();
    expect(verifiedVisitorSeed(secret, signedVisitorCookie('another-key', seed))).toBeNull();
    // The signature of one seed does not vouch for another.
    const [, signature] = signedVisitorCookie(secret, seed).split('.');
    expect(verifiedVisitorSeed(secret, `${fixedSeed('someone else')}.${signature ?? ''}`)).toBeNull();
    // A full-length HMAC, as signed tokens carry, is not a seed's signature.
    const fullLength = createHmac('sha256', secret).update(`visitor-seed.${seed}`).digest('base64url');
    expect(verifiedVisitorSeed(secret, `${seed}.${fullLength}`)).toBeNull();
    // Without a key nothing is verified: a signature with an empty key is anyone's.
    expect(verifiedVisitorSeed('', signedVisitorCookie(secret, seed))).toBeNull();
    expect(() => signedVisitorCookie('', seed)).toThrow(/non-empty secret/);
    expect(() => signedVisitorCookie(secret, 'short')).toThrow();
  });

  it('is one spelling per signature: stray bits in its last character are refused', () => {
    const cookie = signedVisitorCookie(secret, seed);
    const last = BASE64URL.indexOf(cookie.slice(-1));
    const respelled = cookie.slice(0, -1) + (BASE64URL[last ^ 1] ?? '');
    expect(Buffer.from(respelled.slice(23), 'base64url')).toEqual(Buffer.from(cookie.slice(23), 'base64url'));
    expect(verifiedVisitorSeed(secret, respelled)).toBeNull();
  });

  it('any cookie value is either verified (the site signed that very seed) or replaced, and never throws (property)', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/),
      fc.constantFrom(undefined, null, 42, {}, ['x']),
    );
    fc.assert(
      fc.property(value, (cookie) => {
        const verified = verifiedVisitorSeed(secret, cookie);
        if (verified !== null) expect(signedVisitorCookie(secret, verified)).toBe(cookie);
      }),
      { numRuns: 300 },
    );
  });

  it('a forged cookie never verifies: any seed with any other signature, or signed with another key (property)', () => {
    const seedArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/);
    fc.assert(
      fc.property(
        seedArbitrary,
        fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        fc.string({ minLength: 1, maxLength: 40 }),
        (anySeed, signature, otherKey) => {
          const genuine = signedVisitorCookie(secret, anySeed);
          expect(verifiedVisitorSeed(secret, genuine)).toBe(anySeed);
          fc.pre(`${anySeed}.${signature}` !== genuine);
          expect(verifiedVisitorSeed(secret, `${anySeed}.${signature}`)).toBeNull();
          fc.pre(otherKey !== secret);
          expect(verifiedVisitorSeed(secret, signedVisitorCookie(otherKey, anySeed))).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('bucketOf', () => {
  it('gives an integer bucket in [0, 10000)', () => {
    for (let visitor = 0; visitor < 1000; visitor += 1) {
      const bucket = bucketOf(newVisitorSeed(), pricingCanary);
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(10_000);
    }
  });

  it('keeps its formula: a change would move visitors between canary and live mid-rollout', () => {
    // sha256('pricing@a1b2c3d4e5f6:AAAAAAAAAAAAAAAAAAAAAA'), first 4 bytes as a big-endian uint32, modulo 10,000.
    expect(bucketOf('A'.repeat(22), pricingCanary)).toBe(1820);
  });
});

describe('inCanary', () => {
  it('is sticky: the same seed and canary always give the same answer', () => {
    const seed = newVisitorSeed();
    const first = inCanary(seed, pricingCanary, 50);

    for (let reload = 0; reload < 1000; reload += 1) expect(inCanary(seed, pricingCanary, 50)).toBe(first);
  });

  describe(`over ${VISITORS} visitors`, () => {
    // The same 10,000 seeds on every run, shaped as newVisitorSeed's (16 bytes, base64url): a check on
    // random ones would fail now and then by chance, and a flaky check blocks every landing.
    const seeds = Array.from({ length: VISITORS }, (_, visitor) => fixedSeed(`visitor ${visitor}`));

    it('are shaped like real seeds', () => {
      expect(seeds.every((seed) => isValidVisitorSeed(seed))).toBe(true);
      expect(new Set(seeds).size).toBe(VISITORS);
    });

    it.each([10, 50])('puts about %p%% in the canary', (percent) => {
      const share = percentOf(seeds, (seed) => inCanary(seed, pricingCanary, percent));

      expect(share).toBeGreaterThanOrEqual(percent - 1.5);
      expect(share).toBeLessThanOrEqual(percent + 1.5);
    });

    it('splits visitors independently for different canaries', () => {
      const otherCanary = 'marketing@0123456789ab';
      const disagreeing = percentOf(seeds, (seed) => inCanary(seed, pricingCanary, 50) !== inCanary(seed, otherCanary, 50));

      // Independent halves disagree for about half of the visitors; the same split would give 0%.
      expect(disagreeing).toBeGreaterThan(40);
      expect(disagreeing).toBeLessThan(60);
    });

    it('only adds visitors as the percentage grows', () => {
      const atTen = seeds.filter((seed) => inCanary(seed, pricingCanary, 10));

      for (const seed of atTen) expect(inCanary(seed, pricingCanary, 50)).toBe(true);
    });

    it('never includes anyone at 0% and always everyone at 100%', () => {
      expect(seeds.some((seed) => inCanary(seed, pricingCanary, 0))).toBe(false);
      expect(seeds.every((seed) => inCanary(seed, pricingCanary, 100))).toBe(true);
    });
  });

  it('does not let float noise add a bucket: 0.07% is 7 buckets, not 8', () => {
    // 0.07 * 100 is 7.000000000000001 in floating point, which would let bucket 7 in.
    const seedInBucketSeven = findSeedInBucket(7);

    expect(inCanary(seedInBucketSeven, pricingCanary, 0.07)).toBe(false);
    expect(inCanary(seedInBucketSeven, pricingCanary, 0.08)).toBe(true);
  });

  it.each([-1, -0.01, 100.01, 1000, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError for the percentage %p',
    (percent) => {
      expect(() => inCanary(newVisitorSeed(), pricingCanary, percent)).toThrow(RangeError);
    },
  );

  it('throws a RangeError for a percentage that is not a number (untyped callers)', () => {
    expect(() => inCanary(newVisitorSeed(), pricingCanary, '50' as unknown as number)).toThrow(RangeError);
  });
});

/** A valid seed whose bucket for the pricing canary is `bucket`, by counting through seeds. */
function findSeedInBucket(bucket: number): string {
  for (let counter = 0; ; counter += 1) {
    const seed = counter.toString(36).padStart(22, 'A');
    if (bucketOf(seed, pricingCanary) === bucket) return seed;
  }
}

describe('canaryChoices', () => {
  const canaries = [
    { part: 'pricing', version: 'a1b2c3d4e5f6', percent: 50 },
    { part: 'marketing', version: '0123456789ab', percent: 100 },
    { part: 'forms', version: 'ffffffffffff', percent: 0 },
  ];

  it('gives a visitor each canary their bucket falls in, the same on every request, and nothing of a 0% one', () => {
    const seeds = Array.from({ length: 200 }, (_, visitor) => fixedSeed(`c${visitor}`));
    const choices = seeds.map((seed) => canaryChoices(seed, canaries));
    for (const [index, seed] of seeds.entries()) expect(canaryChoices(seed, canaries)).toEqual(choices[index]);
    expect(choices.every((chosen) => chosen.some((release) => release.part === 'marketing' && release.release === '0123456789ab'))).toBe(
      true,
    );
    expect(choices.some((chosen) => chosen.some((release) => release.part === 'forms'))).toBe(false);
    const pricing = choices.filter((chosen) => chosen.some((release) => release.part === 'pricing')).length;
    expect(pricing).toBeGreaterThan(60);
    expect(pricing).toBeLessThan(140);
    expect(canaryChoices(seeds[0] ?? '', [])).toEqual([]);
  });
});
