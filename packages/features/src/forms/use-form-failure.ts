import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { ApiRequestError, type ApiResult, type Problem } from '@emplacamento/api-client';

/** A refused call as a form reads it: a settled result, or the error a query or mutation threw. */
export type Refusal = ApiResult<unknown> | ApiRequestError;

/** The problem details of a refusal, or null (no answer, or an answer without them). */
function problemOf(refusal: Refusal): Problem | null {
  const error =
    refusal instanceof ApiRequestError ? refusal.error : refusal.ok ? null : refusal.error;
  return error?.kind === 'problem' ? error.problem : null;
}

/** What a refused submit leaves on the form: ui's `Form` takes them as they are. */
export interface FormFailureProps {
  /** The error about the whole form, above the fields; undefined when a field is to blame. */
  readonly error: string | undefined;
  /** The errors by field name; a new object for every failure. */
  readonly validationErrors: Readonly<Record<string, string>>;
  /** Takes a field's error away as soon as the user edits that field. */
  readonly onChange: (event: SyntheticEvent<HTMLFormElement>) => void;
}

/** The failure state of a form and the two ways to change it. */
export interface FormFailure {
  /** Spread on ui's `Form`. */
  readonly formProps: FormFailureProps;
  /** A submit failed: shows the errors and moves the focus to the first field to blame, or else to the form's error. */
  readonly fail: (error: string | undefined, fields?: Readonly<Record<string, string>>) => void;
  /**
   * The API refused the submit: its errors on the form's fields (`names` maps the contract's
   * field names to the form's, `{ senhaAtual: 'current' }`) show on those fields, and the
   * problem's detail above them when it adds to them; without such errors the detail, or
   * `fallback`, shows above the fields.
   */
  readonly refuse: (
    result: Refusal,
    fallback: string,
    names?: Readonly<Record<string, string>>,
  ) => void;
  /** A submit started or succeeded: no error shows. */
  readonly clear: () => void;
}

type FailureState = Omit<FormFailureProps, 'onChange'>;

const none: FailureState = { error: undefined, validationErrors: {} };

/**
 * The failure state every form of the portal keeps: each `fail` builds a new state, so ui's
 * `Form` moves the focus again even when the server repeats the same message (a second wrong
 * password), and the focus lands where the user has to act.
 */
export function useFormFailure(): FormFailure {
  const [state, setState] = useState<FailureState>(none);
  const fail = useCallback(
    (error: string | undefined, fields: Readonly<Record<string, string>> = {}) => {
      setState({ error, validationErrors: { ...fields } });
    },
    [],
  );
  const refuse = useCallback(
    (result: Refusal, fallback: string, names: Readonly<Record<string, string>> = {}) => {
      const fields = fieldErrorsOf(result, names);
      const detail = problemOf(result)?.detail ?? null;
      if (Object.keys(fields).length === 0) {
        fail(detail ?? fallback);
        return;
      }
      // The detail goes above the fields only when it says more than they do ("Solicite um novo
      // código."); the focus goes to the field either way.
      fail(detail !== null && !Object.values(fields).includes(detail) ? detail : undefined, fields);
    },
    [fail],
  );
  const clear = useCallback(() => {
    setState(none);
  }, []);
  // The server's error on a field holds until the field changes: react-aria would keep it (and
  // the browser would refuse the next submit) until the field is left, which a user who edits
  // and presses Enter, or a script that fills the field, never does.
  const onChange = useCallback((event: SyntheticEvent<HTMLFormElement>) => {
    const { target } = event;
    const name =
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
        ? target.name
        : '';
    setState((current) => {
      if (name === '' || current.validationErrors[name] === undefined) return current;
      const { [name]: _edited, ...others } = current.validationErrors;
      return { ...current, validationErrors: others };
    });
  }, []);
  return useMemo(
    () => ({ formProps: { ...state, onChange }, fail, refuse, clear }),
    [state, onChange, fail, refuse, clear],
  );
}

/**
 * The field errors of a refused call, renamed to the form's field names (`{ senhaAtual: 'current' }`):
 * the contract names fields as the API does, a form as its inputs are named. Errors on fields the
 * form does not show are left out (the caller shows the problem's detail for them).
 */
export function fieldErrorsOf(
  result: Refusal,
  names: Readonly<Record<string, string>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of problemOf(result)?.errors ?? []) {
    const name = names[field];
    if (name !== undefined && fields[name] === undefined) fields[name] = message;
  }
  return fields;
}
