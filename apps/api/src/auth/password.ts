// Memory-hard password hashing with node:crypto scrypt (docs/decisions/0052). The cost is stored
// with each hash so it can be raised later without invalidating existing passwords.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import type { ScryptCost } from '../config.js';

const keyLength = 32;

// At most one hash per core at a time, first come first served. Unbounded, a burst of logins
// shares the CPU among all of them and none finishes (and each holds 32 MiB meanwhile).
const slots = Math.max(1, os.availableParallelism());
let running = 0;
const queue: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return withSlot(() => deriveNow(password, salt, cost));
}

function deriveNow(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether the password matches the stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing, verified when the login does not exist so both paths take the same time. */
export async function dummyHash(cost: ScryptCost): Promise<string> {
  return hashPassword(randomBytes(12).toString('hex'), cost);
}
