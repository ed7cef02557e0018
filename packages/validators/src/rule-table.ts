// What each registry rule checks and which parameters its message needs.
import { isValidCep } from './contact/cep';
import { isValidEmail } from './contact/email';
import { isValidTelefone } from './contact/telefone';
import { isValidYoutubeUrl } from './contact/youtube';
import { isValidCnpj } from './documents/cnpj';
import { isValidCpf } from './documents/cpf';
import { isValidCpfCnpj } from './documents/document';
import { compareDates, DEFAULT_DATE_FORMAT, parseDate } from './generic/dates';
import {
  asText,
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

/** The date `before`/`after` compare with: another field of the form, or a literal date. */
function targetDate(context: RuleContext) {
  const target = context.args[0] ?? '';
  const raw = Object.hasOwn(context.values, target) ? context.values[target] : target;
  return typeof raw === 'string' ? parseDate(raw, context.dateFormat) : null;
}

function compareWithTarget(text: string, context: RuleContext, sign: 1 | -1): boolean {
  const own = parseDate(text, context.dateFormat);
  if (own === null) return false;
  const other = targetDate(context);
  // Nothing to compare with yet: the other field's own rules report it.
  if (other === null) return true;
  const order = compareDates(own, other) * sign;
  return order > 0 || (order === 0 && context.args[1] === 'inclusive');
}

const lengthParams = (context: RuleContext) => ({ length: context.args[0] ?? '' });

function targetParams(context: RuleContext) {
  const target = context.args[0] ?? '';
  return { target: context.labels[target] ?? target };
}

export const ruleTable: Readonly<Record<RuleName, RuleDefinition>> = {
  required: { onEmpty: true, check: (value) => isFilled(value) },
  required_if: {
    onEmpty: true,
    arity: 1,
    check: (value, _text, { args, values }) => {
      const [other = '', ...expected] = args;
      const otherValue = values[other];
      const applies =
        expected.length === 0 ? isFilled(otherValue) : expected.includes(asText(otherValue));
      return !applies || isFilled(value);
    },
  },
  alpha: { check: (_value, text) => isAlpha(text) },
  alpha_spaces: { check: (_value, text) => isAlphaSpaces(text) },
  length: {
    arity: 1,
    check: (_value, text, context) => hasLength(text, integerArg(context, 'length')),
    params: lengthParams,
  },
  min: {
    arity: 1,
    check: (_value, text, context) => hasMinLength(text, integerArg(context, 'min')),
    params: lengthParams,
  },
  max: {
    arity: 1,
    check: (_value, text, context) => hasMaxLength(text, integerArg(context, 'max')),
    params: lengthParams,
  },
  email: { check: (_value, text) => isValidEmail(text) },
  numeric: { check: (_value, text) => isNumeric(text) },
  digits: {
    arity: 1,
    check: (_value, text, context) => isDigits(text, integerArg(context, 'digits')),
    params: lengthParams,
  },
  max_value: {
    arity: 1,
    check: (value, _text, context) => isMaxValue(value, numberArg(context, 'max_value')),
    params: (context) => ({ max: context.args[0] ?? '' }),
  },
  min_value: {
    arity: 1,
    check: (value, _text, context) => isMinValue(value, numberArg(context, 'min_value')),
    params: (context) => ({ min: context.args[0] ?? '' }),
  },
  date_format: {
    check: (_value, text, context) => parseDate(text, context.dateFormat) !== null,
    params: (context) => ({ format: context.dateFormat }),
  },
  before: {
    arity: 1,
    check: (_value, text, context) => compareWithTarget(text, context, -1),
    params: targetParams,
  },
  after: {
    arity: 1,
    check: (_value, text, context) => compareWithTarget(text, context, 1),
    params: targetParams,
  },
  telefone: { check: (_value, text) => isValidTelefone(text) },
  cpf: { check: (_value, text) => isValidCpf(text) },
  cnpj: { check: (_value, text) => isValidCnpj(text) },
  cpf_cnpj: { check: (_value, text) => isValidCpfCnpj(text) },
  placa: { check: (_value, text) => isValidPlaca(text) },
  chassi: { check: (_value, text) => isValidChassi(text) },
  renavam: { check: (_value, text) => isValidRenavam(text) },
  placa_min: {
    arity: 1,
    check: (_value, text, context) => isPlacaMin(text, numberArg(context, 'placa_min')),
    params: (context) => ({ min: context.args[0] ?? '' }),
  },
  decimal_min: {
    check: (_value, text, { args }) => isDecimalMin(text, args[0]),
    params: (context) => ({ min: context.args[0] ?? '' }),
  },
  diferente: {
    arity: 1,
    check: (value, _text, { args }) => isDifferent(value, args.join(',')),
    params: (context) => ({ value: context.args.join(',') }),
  },
  cep: { check: (_value, text) => isValidCep(text) },
  youtube: { check: (_value, text) => isValidYoutubeUrl(text) },
};

export { DEFAULT_DATE_FORMAT };
