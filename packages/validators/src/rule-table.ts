// What each registry rule checks and which parameters its message needs.
import { isValidCep } from './contact/cep';
import { isValidCoordenadas } from './contact/coordenadas';
import { isValidEmail } from './contact/email';
import { isValidTelefone } from './contact/telefone';
import { isValidUrl } from './contact/url';
import { isValidYoutubeUrl } from './contact/youtube';
import { isValidCnpj } from './documents/cnpj';
import { isValidCpf } from './documents/cpf';
import { isValidCpfCnpj } from './documents/document';
import { DEFAULT_DATE_FORMAT, isDateAfter, isDateBefore, isValidDate } from './generic/dates';
import {
  hasLength,
  hasMaxLength,
  hasMinLength,
  isAlpha,
  isAlphaSpaces,
  isDecimalMin,
  isDifferent,
  isDigits,
  isFilled,
  isMaxValue,
  isMinValue,
  isNumeric,
  satisfiesRequiredIf,
} from './generic/rules';
import type { RuleName } from './messages/types';
import { isValidChassi } from './vehicle/chassi';
import { isPlacaMin, isValidPlaca } from './vehicle/placa';
import { isValidRenavam } from './vehicle/renavam';

/** What a rule sees besides the value: its arguments and the other fields of the form. */
export interface RuleContext {
  readonly args: readonly string[];
  readonly values: Readonly<Record<string, unknown>>;
  readonly labels: Readonly<Record<string, string>>;
  /** The format of a `date_format` rule in the same list, for `before`/`after`. */
  readonly dateFormat: string;
}

interface RuleDefinition {
  /** Whether the rule also runs on an empty value (only the `required` rules do). */
  readonly onEmpty?: boolean;
  /** How many arguments the rule needs at least. */
  readonly arity?: number;
  readonly check: (value: unknown, text: string, context: RuleContext) => boolean;
  readonly params?: (context: RuleContext) => Record<string, string>;
}

function integerArg(context: RuleContext, rule: string): number {
  const raw = context.args[0] ?? '';
  if (!/^\d+$/.test(raw)) throw new TypeError(`Rule ${rule} needs a whole number, got "${raw}"`);
  return Number(raw);
}

function numberArg(context: RuleContext, rule: string): number {
  const raw = context.args[0] ?? '';
  const number = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(number)) {
    throw new TypeError(`Rule ${rule} needs a number, got "${raw}"`);
  }
  return number;
}

/** The date text `before`/`after` compare with: another field of the form, or a literal date. */
function targetText(context: RuleContext): string | null {
  const target = context.args[0] ?? '';
  const raw = Object.hasOwn(context.values, target) ? context.values[target] : target;
  return typeof raw === 'string' ? raw : null;
}

function compareWithTarget(text: string, context: RuleContext, sign: 1 | -1): boolean {
  if (!isValidDate(text, context.dateFormat)) return false;
  const other = targetText(context);
  // Nothing to compare with yet: the other field's own rules report it.
  if (other === null || !isValidDate(other, context.dateFormat)) return true;
  const compare = sign < 0 ? isDateBefore : isDateAfter;
  return compare(text, other, context.dateFormat, context.args[1] === 'inclusive');
}

function targetParams(context: RuleContext) {
  const target = context.args[0] ?? '';
  return { target: context.labels[target] ?? target };
}

/** `before` (sign −1) and `after` (sign 1). */
function dateOrderRule(sign: 1 | -1): RuleDefinition {
  return {
    arity: 1,
    check: (_value, text, context) => compareWithTarget(text, context, sign),
    params: targetParams,
  };
}

/** `length`, `min`, `max` and `digits`: a whole-number argument shown as `{length}`. */
function lengthRule(
  rule: RuleName,
  test: (text: string, length: number) => boolean,
): RuleDefinition {
  return {
    arity: 1,
    check: (_value, text, context) => test(text, integerArg(context, rule)),
    params: (context) => ({ length: context.args[0] ?? '' }),
  };
}

/** `min_value`, `max_value` and `placa_min`: a number argument shown as `{min}` or `{max}`. */
function numberRule(
  rule: RuleName,
  param: 'min' | 'max',
  test: (value: unknown, text: string, bound: number) => boolean,
): RuleDefinition {
  return {
    arity: 1,
    check: (value, text, context) => test(value, text, numberArg(context, rule)),
    params: (context) => ({ [param]: context.args[0] ?? '' }),
  };
}

/** A rule that only checks the text of the value, without arguments. */
function textRule(test: (text: string) => boolean): RuleDefinition {
  return { check: (_value, text) => test(text) };
}

export const ruleTable: Readonly<Record<RuleName, RuleDefinition>> = {
  required: { onEmpty: true, check: (value) => isFilled(value) },
  required_if: {
    onEmpty: true,
    arity: 1,
    check: (value, _text, { args: [other = '', ...expected], values }) =>
      satisfiesRequiredIf(value, values[other], expected),
  },
  alpha: textRule(isAlpha),
  alpha_spaces: textRule(isAlphaSpaces),
  length: lengthRule('length', hasLength),
  min: lengthRule('min', hasMinLength),
  max: lengthRule('max', hasMaxLength),
  email: textRule(isValidEmail),
  numeric: textRule(isNumeric),
  digits: lengthRule('digits', isDigits),
  max_value: numberRule('max_value', 'max', (value, _text, max) => isMaxValue(value, max)),
  min_value: numberRule('min_value', 'min', (value, _text, min) => isMinValue(value, min)),
  date_format: { check: (_value, text, context) => isValidDate(text, context.dateFormat) },
  before: dateOrderRule(-1),
  after: dateOrderRule(1),
  telefone: textRule(isValidTelefone),
  cpf: textRule(isValidCpf),
  cnpj: textRule(isValidCnpj),
  cpf_cnpj: textRule(isValidCpfCnpj),
  placa: textRule(isValidPlaca),
  chassi: textRule(isValidChassi),
  renavam: textRule(isValidRenavam),
  placa_min: numberRule('placa_min', 'min', (_value, text, min) => isPlacaMin(text, min)),
  decimal_min: {
    check: (_value, text, { args }) => isDecimalMin(text, args[0]),
    params: (context) => ({ min: context.args[0] ?? '' }),
  },
  diferente: {
    arity: 1,
    check: (value, _text, { args }) => isDifferent(value, args.join(',')),
    params: (context) => ({ value: context.args.join(',') }),
  },
  cep: textRule(isValidCep),
  youtube: textRule(isValidYoutubeUrl),
  coordenadas: textRule(isValidCoordenadas),
  url: textRule(isValidUrl),
};

export { DEFAULT_DATE_FORMAT };
