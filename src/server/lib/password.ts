import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt floor is N=2^17 with r=8; 2^15 keeps a sign-in near 100 ms on a small 2-core
// server while still costing an attacker 32 MiB of memory per guess. The parameters are stored in
// every hash, so raising them later only needs new hashes, not a migration.
const SHOP_COST = 2 ** 15;
const COST = testCost() ?? SHOP_COST;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_MEMORY = 128 * COST * BLOCK_SIZE * 2;

/**
 * The API and page tests make and sign in a few accounts in each of their hundreds of files, and at
 * the shop's cost those hashes were a sixth of the suite's CPU time. They set TEST_PASSWORD_COST
 * (a power of two); it is honoured only under NODE_ENV=test, and the code path is the same because
 * every hash carries its own cost.
 */
function testCost(): number | undefined {
  const cost = Number(process.env.TEST_PASSWORD_COST);
  const powerOfTwo = Number.isSafeInteger(cost) && cost >= 2 && (cost & (cost - 1)) === 0;
  return process.env.NODE_ENV === 'test' && powerOfTwo ? cost : undefined;
}

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url; a fresh random salt for every hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY };
  const key = await derive(password, salt, options, KEY_LENGTH);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    {
      ...options,
      maxmem: 128 * options.N * options.r * 2,
    },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the email is unknown so that an unknown
 * email takes as long to refuse as a wrong password (no account discovery by timing).
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}
