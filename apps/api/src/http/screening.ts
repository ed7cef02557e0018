// Checks every request value before the contract's schemas see it, for what no schema says: text
// with control characters (a NUL byte made PostgreSQL fail with a 500) and bodies nested deeper
// than any form of the portal sends (a recursive check of such a body could exhaust the stack).
import { fieldError, type FieldError } from './contract.js';

/** Deeper than any body of the contract (the deepest is a list request's `userdata`). */
export const MAX_DEPTH = 32;

/** C0 controls and DEL, but the tab and line breaks a text area may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The field errors of a request part (`query`, `path`, or the body as `''`). */
export function screen(value: unknown, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  // Iterative on purpose: the depth check must not itself recurse as deep as the input.
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: prefix, depth: 0 },
  ];
  while (stack.length > 0 && errors.length < 5) {
    const item = stack.pop();
    if (item === undefined) break;
    const field = item.path === '' ? 'body' : item.path;
    if (typeof item.value === 'string') {
      if (CONTROL.test(item.value))
        errors.push(fieldError(field, { code: 'campo.caracteres-de-controle', params: { field } }));
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_DEPTH) {
      errors.push(fieldError('body', { code: 'campo.aninhamento-excessivo' }));
      break;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path === '' ? key : `${item.path}.${key}`;
      if (CONTROL.test(key))
        errors.push(
          fieldError(item.path === '' ? 'body' : item.path, {
            code: 'campo.caracteres-de-controle',
            params: { field: item.path === '' ? 'body' : item.path },
          }),
        );
      else stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return errors;
}
