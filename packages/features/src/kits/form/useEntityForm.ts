import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { ApiRequestError } from '@emplacamento/api-client';
import { saveFailureOf } from './server-errors';

/** What the submit handler needs of the form's submit event. */
export interface SubmitEvent {
  preventDefault(): void;
  readonly currentTarget: HTMLFormElement;
}

/** A form's values: field name → what the control holds. */
export type FormValues = Record<string, string | number | boolean | null>;

/** Options of {@link useEntityForm}. */
export interface EntityFormOptions<V extends FormValues, Saved> {
  /** The values the form opens with (an empty entity, or the one being edited). */
  readonly initial: V;
  /** The shared field rules, in the user's language: field → its first message. */
  readonly validate: (values: V) => Partial<Record<string, string>>;
  /** Sends the values (create or update). */
  readonly save: (values: V) => Promise<Saved>;
  /** After a successful save (toast, navigation). */
  readonly onSaved: (saved: Saved) => void;
  /**
   * The user's language for a server message of a shared rule the client cannot check itself
   * (a code already taken…): `serverRuleTranslator` builds it from the validators' rules.
   */
  readonly translateServerRule?: (message: string) => string | undefined;
  /**
   * The form field of a server error's field, when the body nests or renames what the form holds
   * (`dadosAdicionais.empresaId` → `empresaId`). @default the same name
   */
  readonly serverField?: (field: string) => string;
}

/** What a form screen reads and calls. */
export interface EntityForm<V extends FormValues> {
  readonly values: V;
  /** Changes one field (its server error goes away until the next save). */
  readonly set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Changes several fields at once (a look-up filling what it knows). */
  readonly merge: (values: Partial<V>) => void;
  /** Field → message, shown after the first save attempt and for what the server refused. */
  readonly errors: Readonly<Record<string, string>>;
  /** The server's text about the whole form, when it refused without field errors. */
  readonly formError: string | null;
  readonly pending: boolean;
  /** Whether the values differ from what was opened or last saved. */
  readonly dirty: boolean;
  /** The form's submit handler: validate, focus the first invalid field, or save. */
  readonly onSubmit: (event: SubmitEvent) => void;
}

const same = (a: FormValues, b: FormValues) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? null) === (b[key] ?? null));

/**
 * The form kit's state: values, the shared rules checked on save and then live as the user
 * corrects, the server's field errors on their fields, pending while saving, dirty for the
 * unsaved-changes guard, and focus moved to the first invalid field after a refused save.
 */
export function useEntityForm<V extends FormValues, Saved>(
  options: EntityFormOptions<V, Saved>,
): EntityForm<V> {
  const { initial, validate, save, onSaved, translateServerRule } = options;
  const fieldOf = options.serverField ?? ((field: string) => field);
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusTick, setFocusTick] = useState(0);

  // A different entity (edit → another id): start again from its values.
  useEffect(() => {
    setValues(initial);
    setBaseline(initial);
    setAttempted(false);
    setServerErrors({});
    setFormError(null);
  }, [initial]);

  const clientErrors = useMemo(
    () => (attempted ? validate(values) : {}),
    [attempted, validate, values],
  );
  const errors = useMemo(() => {
    const merged: Record<string, string> = { ...serverErrors };
    for (const [field, message] of Object.entries(clientErrors)) {
      if (message) merged[field] = message;
    }
    return merged;
  }, [clientErrors, serverErrors]);

  // After a refused save, the first invalid control in the form's order takes focus.
  useEffect(() => {
    if (focusTick === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] input, [data-invalid] button',
    );
    target?.focus();
  }, [focusTick]);

  const mutation = useMutation<Saved, ApiRequestError, V>({ mutationFn: save });

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== field));
    });
  }, []);

  const merge = useCallback((patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
  }, []);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    setAttempted(true);
    setFormError(null);
    const found = Object.values(validate(values)).some(Boolean);
    if (found) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    mutation.mutate(values, {
      onSuccess: (saved) => {
        setBaseline(values);
        setServerErrors({});
        onSaved(saved);
      },
      onError: (error) => {
        // The server speaks pt-BR: a message the portal can say itself is said in the user's
        // language (a shared rule's own message, else the client rule's message for that field).
        const clientMessages: Partial<Record<string, string>> = validate(values);
        const failure = saveFailureOf(
          error,
          (field, message) =>
            translateServerRule?.(message) ?? clientMessages[fieldOf(field)] ?? message,
        );
        setServerErrors(
          Object.fromEntries(
            Object.entries(failure.fields).map(([field, message]) => [fieldOf(field), message]),
          ),
        );
        const onFields = Object.keys(failure.fields).length > 0;
        // Field errors say it on their fields; otherwise the server's text, or ours.
        setFormError(onFields ? null : (failure.detail ?? t('errors.genericText')));
        if (onFields) setFocusTick((tick) => tick + 1);
      },
    });
  };

  return {
    values,
    set,
    merge,
    errors,
    formError,
    pending: mutation.isPending,
    dirty: !same(values, baseline),
    onSubmit,
  };
}
