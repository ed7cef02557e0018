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

/** CPF inputs. */
export function cpfInputs(count: number): string[] {
  return mix(
    count,
    11,
    (next) => {
      const body = draw(next, DIGITS, 9);
      return body + cpfCheckDigits(body);
    },
    formatCpf,
  );
}

/** Numeric CNPJ inputs. */
export function cnpjInputs(count: number): string[] {
  return mix(
    count,
    14,
    (next) => {
      const body = draw(next, DIGITS, 12);
      return body + cnpjCheckDigits(body);
    },
    formatCnpj,
  );
}

/** Alphanumeric CNPJ inputs (uppercase, at least one letter in every body). */
export function alphanumericCnpjInputs(count: number): string[] {
  return mix(
    count,
    26,
    (next) => {
      const body =
        draw(next, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1) +
        draw(next, `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ`, 11);
      return body + cnpjCheckDigits(body);
    },
    formatCnpj,
  );
}
