// One rule registry shared by the portal's forms and the API: the same rule list gives the same
// message on both sides (docs/decisions/0014).
import { asText, isFilled } from './generic/rules';
import { formatMessage, type Locale } from './messages/index';
import type { RuleName } from './messages/types';
import { DEFAULT_DATE_FORMAT, ruleTable, type RuleContext } from './rule-table';

/** An argument of a rule, e.g. the `3` of `min:3`. */
export type RuleArg = string | number;

/**
 * The rules of a field, in the order they are checked:
 * - a string: `'required|min:3|required_if:tipo,1'` (arguments after `:`, separated by `,`);
 * - an array of such rules or of `[name, ...args]` tuples: `['required', ['min', 3]]`;
 * - an object: `{ required: true, min: 3, required_if: ['tipo', '1'] }` (`false` leaves a rule out).
 */
export type RuleList =
  | string
  | readonly (string | readonly [RuleName, ...RuleArg[]])[]
  | Readonly<Partial<Record<RuleName, boolean | RuleArg | readonly RuleArg[]>>>;

/** Options of {@link validate}. */
export interface ValidateOptions {
  /** The field's label, substituted for `{field}` in messages. @default '' */
  readonly field?: string;
  /** Language of the messages. @default 'pt-BR' */
  readonly locale?: Locale;
  /** The other fields of the form, for `required_if`, `before` and `after`. @default {} */
  readonly values?: Readonly<Record<string, unknown>>;
  /** Labels of the other fields, used in messages such as `before`'s `{target}`. @default {} */
  readonly labels?: Readonly<Record<string, string>>;
}

/** One parsed rule: its name and its arguments as text. */
export interface ParsedRule {
  readonly name: RuleName;
  readonly args: readonly string[];
}

function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(ruleTable, name);
}

function ruleOf(name: string, args: readonly RuleArg[]): ParsedRule {
  if (!isRuleName(name)) throw new TypeError(`Unknown validation rule "${name}"`);
  const arity = ruleTable[name].arity ?? 0;
  if (args.length < arity) throw new TypeError(`Rule ${name} needs ${arity} argument(s)`);
  return { name, args: args.map(String) };
}

function parseRuleText(rule: string): ParsedRule {
  const text = rule.trim();
  const colon = text.indexOf(':');
  if (colon < 0) return ruleOf(text, []);
  return ruleOf(text.slice(0, colon), text.slice(colon + 1).split(','));
}

/**
 * Reads a rule list in any of its forms into parsed rules, in order.
 *
 * @throws TypeError for an unknown rule or a rule missing its arguments (a programming error)
 * @example parseRules('required|min:3') // [{ name: 'required', args: [] }, { name: 'min', args: ['3'] }]
 */
export function parseRules(rules: RuleList): ParsedRule[] {
  if (typeof rules === 'string') {
    return rules
      .split('|')
      .filter((part) => part.trim() !== '')
      .map(parseRuleText);
  }
  if (Array.isArray(rules)) {
    return (rules as readonly (string | readonly [RuleName, ...RuleArg[]])[]).map((rule) =>
      typeof rule === 'string' ? parseRuleText(rule) : ruleOf(rule[0], rule.slice(1)),
    );
  }
  const parsed: ParsedRule[] = [];
  for (const [name, setting] of Object.entries(rules) as [
    string,
    boolean | RuleArg | readonly RuleArg[],
  ][]) {
    if (setting === false) continue;
    const args = setting === true ? [] : Array.isArray(setting) ? setting : [setting as RuleArg];
    parsed.push(ruleOf(name, args));
  }
  return parsed;
}

// Imports validate the same few rule strings on every row: parse each string once. The cache is
// bounded so rule strings built from data (`diferente:${x}`) cannot grow it without limit.
const parsedStrings = new Map<string, readonly ParsedRule[]>();
const PARSED_STRINGS_LIMIT = 256;

function parseCached(rules: RuleList): readonly ParsedRule[] {
  if (typeof rules !== 'string') return parseRules(rules);
  let parsed = parsedStrings.get(rules);
  if (parsed === undefined) {
    parsed = parseRules(rules);
    if (parsedStrings.size >= PARSED_STRINGS_LIMIT) parsedStrings.clear();
    parsedStrings.set(rules, parsed);
  }
  return parsed;
}

function check(value: unknown, rules: RuleList, options: ValidateOptions, all: boolean): string[] {
  const parsed = parseCached(rules);
  const filled = isFilled(value);
  const text = asText(value);
  const dateFormat =
    parsed.find((rule) => rule.name === 'date_format')?.args[0] ?? DEFAULT_DATE_FORMAT;
  const messages: string[] = [];
  for (const { name, args } of parsed) {
    const definition = ruleTable[name];
    // Only the required rules look at an empty value; every other rule lets it pass.
    if (!filled && definition.onEmpty !== true) continue;
    const context: RuleContext = {
      args,
      values: options.values ?? {},
      labels: options.labels ?? {},
      dateFormat,
    };
    if (definition.check(value, text, context)) continue;
    const params = { ...definition.params?.(context), field: options.field ?? '' };
    messages.push(formatMessage(name, params, options.locale ?? 'pt-BR'));
    if (!all) break;
  }
  return messages;
}

/**
 * Checks `value` against `rules` and returns the message of the first rule that fails, or `null`
 * when all pass. Empty values pass every rule but `required` and `required_if`.
 *
 * @example validate('123', 'required|cpf', { field: 'CPF' }) // 'Documento inválido'
 * @example validate('', 'required', { field: 'Nome', locale: 'en' }) // 'The Nome field is required'
 */
export function validate(
  value: unknown,
  rules: RuleList,
  options: ValidateOptions = {},
): string | null {
  return check(value, rules, options, false)[0] ?? null;
}

/**
 * Like {@link validate}, but returns the messages of every failing rule, in rule order.
 *
 * @example validateAll('ab', 'min:3|numeric', { field: 'Código' }) // two messages
 */
export function validateAll(
  value: unknown,
  rules: RuleList,
  options: ValidateOptions = {},
): string[] {
  return check(value, rules, options, true);
}

/** The rules and label of one field of a form, for {@link validateForm}. */
export interface FieldRules {
  readonly rules: RuleList;
  /** The label substituted for `{field}`. @default the field's key */
  readonly label?: string;
}

/**
 * Validates every field of a form at once, with the form's values as the context of
 * `required_if`, `before` and `after` and the fields' labels as `{target}`. Returns the first
 * message of each failing field; an empty object means the form is valid.
 *
 * @example validateForm({ nome: '' }, { nome: { rules: 'required', label: 'Nome' } })
 * // { nome: 'O campo Nome precisa ser informado' }
 */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, FieldRules>>,
  locale: Locale = 'pt-BR',
): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) labels[key] = field.label ?? key;
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    const message = validate(values[key], field.rules, {
      field: labels[key],
      locale,
      values,
      labels,
    });
    if (message !== null) errors[key] = message;
  }
  return errors;
}
