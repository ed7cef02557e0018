// The small contract between these masks and the design system's masked TextField: the field
// calls `applyMask(spec, text, caret)` on every keystroke and renders what it returns.
import { maskCep, maskTelefone, parseCep, parseTelefone } from './contact';
import { maskCnpj, maskCpf, maskCpfCnpj, parseCnpj, parseCpf } from './documents';
import { maskPlaca, parsePlaca } from './placa';
import { onlyAlphanumeric } from './strip';

/** How a masked input formats and reads one kind of value. */
export interface MaskSpec {
  /** Formats partial or complete input; idempotent (`mask(mask(x)) === mask(x)`). */
  readonly mask: (input: string) => string;
  /** The canonical value to store or send (digits, or uppercase letters and digits). */
  readonly parse: (value: string) => string;
  /** Length of a complete formatted value, for the input's `maxLength`. */
  readonly maxLength: number;
  /** The virtual keyboard to ask for. */
  readonly inputMode: 'numeric' | 'text';
  /** A format hint for the empty input. */
  readonly placeholder: string;
}

/** CPF: `000.000.000-00`. */
export const cpfMask: MaskSpec = {
  mask: maskCpf,
  parse: parseCpf,
  maxLength: 14,
  inputMode: 'numeric',
  placeholder: '000.000.000-00',
};

/** CNPJ, numeric or alphanumeric: `00.000.000/0000-00`. Letters need a text keyboard. */
export const cnpjMask: MaskSpec = {
  mask: maskCnpj,
  parse: parseCnpj,
  maxLength: 18,
  inputMode: 'text',
  placeholder: '00.000.000/0000-00',
};

/** A CPF-or-CNPJ field: the CPF mask up to 11 digits, then the CNPJ mask. */
export const cpfCnpjMask: MaskSpec = {
  mask: maskCpfCnpj,
  parse: parseCnpj,
  maxLength: 18,
  inputMode: 'text',
  placeholder: '000.000.000-00',
};

/** CEP: `00000-000`. */
export const cepMask: MaskSpec = {
  mask: maskCep,
  parse: parseCep,
  maxLength: 9,
  inputMode: 'numeric',
  placeholder: '00000-000',
};

/** Phone: `(00) 00000-0000`, with `+55 ` in front when the country code is typed. */
export const telefoneMask: MaskSpec = {
  mask: maskTelefone,
  parse: parseTelefone,
  maxLength: 19,
  inputMode: 'numeric',
  placeholder: '(00) 00000-0000',
};

/** Plate: `ABC-1234` or `ABC1D23`. */
export const placaMask: MaskSpec = {
  mask: maskPlaca,
  parse: parsePlaca,
  maxLength: 8,
  inputMode: 'text',
  placeholder: 'ABC1D23',
};

/** Masked text and where the caret goes in it. */
export interface MaskedInput {
  readonly value: string;
  readonly caret: number;
}

/**
 * Masks `input` and moves the caret so it stays after the same significant character it was
 * after: typing `4` at the end of `123` gives `123.4` with the caret at 5, deleting a digit in the
 * middle keeps the caret where the user is.
 *
 * @param caret the caret position in `input` (e.g. `selectionStart`); defaults to the end
 * @example applyMask(cpfMask, '1234', 4) // { value: '123.4', caret: 5 }
 */
export function applyMask(
  spec: MaskSpec,
  input: string,
  caret: number = input.length,
): MaskedInput {
  const value = spec.mask(input);
  let remaining = onlyAlphanumeric(input.slice(0, caret)).length;
  let position = 0;
  while (remaining > 0 && position < value.length) {
    if (/[0-9A-Za-z]/.test(value.charAt(position))) remaining--;
    position++;
  }
  return { value, caret: position };
}
