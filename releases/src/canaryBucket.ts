/**
 * Which visitors see a canary release. The server decides, from a random seed it keeps in a
 * first-party cookie, so a visitor stays in or out of a canary across pages and reloads. The seed is
 * random rather than derived from the visitor (address, user agent…): it holds no personal data and
 * cannot be linked back to anyone.
 *
 * The cookie holds the seed and the server's signature of it (issue 57): a visitor cannot pick a
 * seed, and so their side of a canary, nor make up visitors whose beacons would count.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Name of the cookie holding the visitor's signed seed. */
export const VISITOR_COOKIE = 'site_bucket';

const SEED_BYTES = 16;
/** 16 bytes in unpadded base64url are 22 characters. */
const SEED_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Buckets give a canary's share a resolution of 0.01 percentage points. */
const BUCKET_COUNT = 10_000;

/** A new random seed for a visitor without a valid cookie: 128 bits, so seeds do not collide. */
export function newVisitorSeed(): string {
  return randomBytes(SEED_BYTES).toString('base64url');
}

/**
 * Whether a seed has the shape `newVisitorSeed` produces. Any 22 base64url characters pass, including
 * a last character that a fresh seed would not end with: `bucketOf` hashes the text, so such a seed
 * still gets one fixed bucket. A cookie's seed must also carry its signature (`verifiedVisitorSeed`).
 */
export function isValidVisitorSeed(value: unknown): value is string {
  return typeof value === 'string' && SEED_PATTERN.test(value);
}

/**
 * What is signed before the seed: a domain of its own, as each kind of token the preview key signs
 * has (signedToken.ts), so no token's signature is ever a seed's nor the other way round (they differ
 * in length too).
 */
const SEED_SIGNATURE_DOMAIN = 'visitor-seed.';
/**
 * HMAC-SHA256 cut to 16 bytes (22 base64url characters): 128 bits are beyond guessing, and the
 * cookie travels with every request.
 */
const SEED_SIGNATURE_BYTES = 16;
/** `<seed>.<signature>`: 22 base64url characters each. */
const SIGNED_SEED_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

const seedSignature = (secret: string, seed: string) =>
  createHmac('sha256', secret)
    .update(SEED_SIGNATURE_DOMAIN + seed)
    .digest()
    .subarray(0, SEED_SIGNATURE_BYTES);

/** The cookie's value for `seed`: the seed and its signature with the site's key (the preview key). */
export function signedVisitorCookie(secret: string, seed: string): string {
  // An empty key makes a signature anyone can compute.
  if (secret === '') throw new Error('A visitor seed needs a non-empty secret to be signed with');
  if (!isValidVisitorSeed(seed)) throw new Error('Only a seed shaped as newVisitorSeed makes one is signed');
  return `${seed}.${seedSignature(secret, seed).toString('base64url')}`;
}

/**
 * The seed in a cookie's value when the site signed it, else null: the server then gives the visitor
 * a new one. Never throws, whatever it is given (it reads untrusted input); compares in constant time.
 */
export function verifiedVisitorSeed(secret: string, value: unknown): string | null {
  if (typeof secret !== 'string' || secret === '' || typeof value !== 'string') return null;
  const [, seed, signature] = SIGNED_SEED_PATTERN.exec(value) ?? [];
  if (seed === undefined || signature === undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  // One spelling per signature: base64url's last character carries bits that decoding drops.
  if (given.toString('base64url') !== signature) return null;
  return timingSafeEqual(given, seedSignature(secret, seed)) ? seed : null;
}

/**
 * The visitor's bucket, in [0, 10000), for one canary, from the seed alone (not its signature).
 * Hashing the canary's id with the seed lets each canary (`'pricing@a1b2c3d4e5f6'`) split visitors
 * independently, so the same few visitors are not the canary's test subjects every time. Do not
 * change the formula: it would move visitors between "canary" and "live" in the middle of a rollout.
 */
export function bucketOf(seed: string, canaryId: string): number {
  const digest = createHash('sha256').update(`${canaryId}:${seed}`).digest();
  // 2^32 is not a multiple of 10,000, which favours the lowest buckets by about 2 in a million: negligible.
  return digest.readUInt32BE(0) % BUCKET_COUNT;
}

/**
 * Whether the visitor sees the canary when it is given to `percent` percent of visitors. Raising
 * the percentage only adds visitors (the buckets below the threshold stay below it), so nobody flips
 * back to the live release as a rollout widens.
 */
export function inCanary(seed: string, canaryId: string, percent: number): boolean {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`A canary's percentage must be a number from 0 to 100, got ${String(percent)}`);
  }
  // Rounded to whole buckets so float noise (0.07 * 100 is 7.000000000000001) does not add a bucket.
  return bucketOf(seed, canaryId) < Math.round(percent * 100);
}

/** A running canary as a request sees it: a part's release and the share of visitors who get it. */
export interface RunningCanary {
  readonly part: string;
  readonly version: string;
  readonly percent: number;
}

/** The canary's id in the bucket hash: a new release of the part splits visitors anew. */
export const canaryIdOf = (canary: RunningCanary) => `${canary.part}@${canary.version}`;

/** The releases a visitor with `seed` gets from the running canaries (each part decided on its own). */
export function canaryChoices(seed: string, canaries: readonly RunningCanary[]): Array<{ part: string; release: string }> {
  return canaries
    .filter((canary) => inCanary(seed, canaryIdOf(canary), canary.percent))
    .map(({ part, version }) => ({ part, release: version }));
}
