// Deterministic registration rows for the demo data, the tests and the benchmarks: a seeded
// pseudo-random walk (mulberry32) over weighted brands, models, states and sale types, with valid
// chassis, plates and RENAVAMs. The same seed gives the same rows on every machine.
import { isValidChassi, renavamCheckDigit } from '@emplacamento/validators';

/** A seeded generator of numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from weighted entries with one draw. */
export function weighted<T>(entries: readonly (readonly [T, number])[]): (r: number) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const [, w] of entries) cumulative.push((acc += w / total));
  return (r) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (r < (cumulative[mid] ?? 1)) hi = mid;
      else lo = mid + 1;
    }
    const entry = entries[lo];
    if (!entry) throw new Error('weighted: no entries');
    return entry[0];
  };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * A valid chassis number, unique for each `n` below 52 million within one `wmi`: the last six
 * characters are a letter and five digits (so no run of six), the plant letter counts millions.
 */
export function chassiOf(wmi: string, n: number, year: number): string {
  const plant = LETTERS[Math.floor(n / 2_300_000) % LETTERS.length] ?? 'A';
  const block = LETTERS[Math.floor(n / 100_000) % LETTERS.length] ?? 'A';
  const serial = String(n % 100_000).padStart(5, '0');
  for (let salt = 0; ; salt++) {
    let x = Math.abs(Math.imul(n ^ 0x5bd1e995, 0x27d4eb2d) + salt);
    let middle = '';
    for (let i = 0; i < 6; i++) {
      middle += VIN_CHARS[x % VIN_CHARS.length] ?? 'A';
      x = Math.floor(x / VIN_CHARS.length) + i * 7919;
    }
    const yearCode = LETTERS[(year - 2000 + salt) % LETTERS.length] ?? 'A';
    const vin = `${wmi}${middle}${yearCode}${plant}${block}${serial}`;
    if (isValidChassi(vin)) return vin;
  }
}

/** A Mercosul plate for `n`. */
export function placaOf(n: number): string {
  const l = (i: number) => LETTERS[Math.floor(n / 23 ** i) % 23] ?? 'A';
  return `${l(0)}${l(1)}${l(2)}${String(n % 10)}${l(3)}${String(Math.floor(n / 10) % 100).padStart(2, '0')}`;
}

/** A valid RENAVAM for `n`. */
export function renavamOf(n: number): string {
  const body = String((n * 7919 + 1_000_003) % 10_000_000_000).padStart(10, '0');
  return `${body}${String(renavamCheckDigit(body))}`;
}
