// Deterministic benchmark inputs: a mix of valid and invalid, formatted and unformatted documents
// on which all three libraries are meant to agree (run.ts checks that they do).
import { cnpjCheckDigits, cpfCheckDigits, formatCnpj, formatCpf } from '../src/index';

/** mulberry32: a small seeded PRNG, so every run measures the same inputs. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function draw(next: () => number, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(next() * alphabet.length));
  return out;
}

/** Changes the last check digit, so the value stays well-formed but fails. */
function breakCheckDigit(value: string): string {
  const last = value.charCodeAt(value.length - 1) - 48;
  return value.slice(0, -1) + String((last + 1) % 10);
}

/**
 * `count` inputs in four equal parts: valid formatted, valid unformatted, invalid formatted (wrong
 * check digit), invalid unformatted (wrong check digit, wrong length or all digits equal).
 */
function mix(
  count: number,
  seed: number,
  make: (next: () => number) => string,
  format: (v: string) => string,
) {
  const next = random(seed);
  const inputs: string[] = [];
  for (let i = 0; i < count; i++) {
    const valid = make(next);
    switch (i % 4) {
      case 0:
        inputs.push(format(valid));
        break;
      case 1:
        inputs.push(valid);
        break;
      case 2:
        inputs.push(format(breakCheckDigit(valid)));
        break;
      default: {
        const kind = i % 3;
        inputs.push(
          kind === 0
            ? breakCheckDigit(valid)
            : kind === 1
              ? valid.slice(1)
              : valid.charAt(0).repeat(valid.length),
        );
      }
    }
  }
  return inputs;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Valid documents: a body drawn from `alphabets` (one per character) and its check digits. */
function documents(
  count: number,
  seed: number,
  alphabets: string[],
  checkDigits: (body: string) => string,
) {
  const format = checkDigits === cpfCheckDigits ? formatCpf : formatCnpj;
  const make = (next: () => number) => {
    const body = alphabets.map((alphabet) => draw(next, alphabet, 1)).join('');
    return body + checkDigits(body);
  };
  return mix(count, seed, make, format);
}

/** CPF inputs. */
export const cpfInputs = (count: number) =>
  documents(count, 11, Array<string>(9).fill(DIGITS), cpfCheckDigits);

/** Numeric CNPJ inputs. */
export const cnpjInputs = (count: number) =>
  documents(count, 14, Array<string>(12).fill(DIGITS), cnpjCheckDigits);

/** Alphanumeric CNPJ inputs (uppercase, a letter first so every body has one). */
export const alphanumericCnpjInputs = (count: number) =>
  documents(count, 26, [LETTERS, ...Array<string>(11).fill(DIGITS + LETTERS)], cnpjCheckDigits);
