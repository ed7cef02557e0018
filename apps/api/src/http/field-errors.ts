// The field errors of a problem answer: the shape every check returns, and the text of each JSON
// Schema violation in the portal's wording (the same rule codes as packages/validators).
import type { ErrorObject } from 'ajv/dist/2020.js';
import { render, type Text } from './messages/index.js';

/** A field error of a problem details answer. */
export interface FieldError {
  field: string;
  /** pt-BR text; the answer carries it in the request's language when `code` is a text code. */
  message: string;
  /** Stable code of the rule (validators' rule name or a server text code). */
  code?: string;
  /** Values of the text's placeholders (not sent). */
  params?: Readonly<Record<string, string | number>>;
}

/** The range of an int32 column, which request integers without a format are held to. */
export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;
/**
 * The days a date of the contract may name: every `format: date` carries DAY_PATTERN, the years
 * 1900 to 2199. A period ending 9999-12-31 made the report engine ask PostgreSQL for the day after
 * it, past the years PostgreSQL writes.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2199-12-31';
export const DAY_PATTERN = '^(19|2[01])[0-9]{2}-';

/** The text of one schema violation (the portal's rule where one applies, same wording). */
function textOf(error: ErrorObject, field: string): Text {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { code: 'required', params: { field: String(p.missingProperty) } };
    case 'type':
      return p.type === 'integer' || p.type === 'number'
        ? { code: 'numeric', params: { field } }
        : { code: 'campo.invalido', params: { field } };
    case 'minLength':
      return { code: 'campo.min-caracteres', params: { field, length: Number(p.limit) } };
    case 'maxLength':
      return { code: 'campo.max-caracteres', params: { field, length: Number(p.limit) } };
    case 'maxItems':
      return { code: 'campo.max-itens', params: { field, max: Number(p.limit) } };
    case 'minimum':
      return { code: 'min_value', params: { field, min: Number(p.limit) } };
    case 'maximum':
      return { code: 'max_value', params: { field, max: Number(p.limit) } };
    case 'format':
      if (p.format === 'int32')
        return {
          code: 'campo.inteiro-fora-do-intervalo',
          params: { field, min: INT32_MIN, max: INT32_MAX },
        };
      if (p.format === 'int64')
        return {
          code: 'campo.inteiro-fora-do-intervalo',
          params: { field, min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
        };
      return p.format === 'email'
        ? { code: 'email', params: { field } }
        : { code: 'campo.invalido', params: { field } };
    case 'pattern':
      return p.pattern === DAY_PATTERN
        ? { code: 'campo.data-fora-do-intervalo', params: { field, min: FIRST_DAY, max: LAST_DAY } }
        : { code: 'campo.invalido', params: { field } };
    case 'enum':
      return {
        code: 'campo.valores-permitidos',
        params: { field, values: (p.allowedValues as unknown[]).join(', ') },
      };
    case 'additionalProperties':
      return { code: 'campo.nao-esperado', params: { field: String(p.additionalProperty) } };
    default:
      return { code: 'campo.invalido', params: { field } };
  }
}

/** A field error from a text: the stable code, and the pt-BR message until the answer is localized. */
export const fieldError = (field: string, text: Text): FieldError => ({
  field,
  code: text.code,
  ...(text.params ? { params: text.params } : {}),
  message: render(text),
});

/** Converts ajv errors into field errors; `prefix` names where the value came from. */
export function fieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors ?? []) {
    // anyOf/oneOf summaries repeat their branches' errors.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    let pathParts = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required')
      pathParts = [...pathParts, String((error.params as Record<string, unknown>).missingProperty)];
    if (error.keyword === 'additionalProperties')
      pathParts = [
        ...pathParts,
        String((error.params as Record<string, unknown>).additionalProperty),
      ];
    const dotted = [prefix, ...pathParts].filter(Boolean).join('.');
    const field = dotted === '' ? 'body' : dotted;
    const found = fieldError(field, textOf(error, pathParts.at(-1) ?? field));
    const key = `${field}|${found.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(found);
  }
  return out;
}
