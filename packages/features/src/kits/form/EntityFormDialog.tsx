import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLocale, type Locale } from '@emplacamento/validators';
import { Button, Form, FormActions, Stack, Text } from '@emplacamento/ui';
import {
  EntityDialog,
  useDialogLeave,
  type DialogLeave,
  type EntityDialogProps,
} from './EntityDialog';
import { useEntityForm, type EntityForm, type FormValues } from './useEntityForm';

/** Props of {@link EntityFormDialog}. */
export interface EntityFormDialogProps<T, V extends FormValues, Saved> extends Omit<
  EntityDialogProps<T>,
  'children'
> {
  /**
   * The form's values for the entity being edited (`undefined`: a new one). A module-level
   * function: the form starts again whenever it changes.
   */
  readonly toValues: (entity: T | undefined) => V;
  /** The shared field rules in the user's language: field → its first message. Module level too. */
  readonly validate: (values: V, locale: Locale) => Partial<Record<string, string>>;
  /**
   * Says a server message of a shared rule the client cannot check (a code already taken) in the
   * user's language (`serverRuleTranslator`). @default none
   */
  readonly translateServerRule?: (locale: Locale) => (message: string) => string | undefined;
  /** Sends the values: a create for a new entity, an update for the one being edited. */
  readonly save: (values: V, entity: T | undefined) => Promise<Saved>;
  /** After a save, before the dialog closes: what the save invalidates, and the toast. */
  readonly onSaved: (saved: Saved, entity: T | undefined) => void;
  /** The form's fields (and anything shown between them and the buttons). */
  readonly children: (form: EntityForm<V>, entity: T | undefined) => ReactNode;
}

/**
 * Add and edit in a dialog over a list, from load to save: {@link EntityDialog}'s loading and
 * failure states, then the form kit's form with the required-fields hint, the fields, Cancel
 * (which asks before dropping changes) and Save; a save closes the dialog.
 */
export function EntityFormDialog<T, V extends FormValues, Saved>({
  toValues,
  validate,
  translateServerRule,
  save,
  onSaved,
  children,
  ...dialog
}: EntityFormDialogProps<T, V, Saved>) {
  return (
    <EntityDialog {...dialog}>
      {(entity, leave) => (
        <EntityFormBody
          title={dialog.title}
          entity={entity}
          leave={leave}
          onClose={dialog.onClose}
          toValues={toValues}
          validate={validate}
          translateServerRule={translateServerRule}
          save={save}
          onSaved={onSaved}
        >
          {children}
        </EntityFormBody>
      )}
    </EntityDialog>
  );
}

interface BodyProps<T, V extends FormValues, Saved> extends Pick<
  EntityFormDialogProps<T, V, Saved>,
  'toValues' | 'validate' | 'translateServerRule' | 'save' | 'onSaved' | 'children' | 'onClose'
> {
  readonly title: string;
  readonly entity: T | undefined;
  /** Where the form puts what closing the dialog does while it is shown. */
  readonly leave: DialogLeave;
}

function EntityFormBody<T, V extends FormValues, Saved>({
  title,
  entity,
  leave: leaveRef,
  onClose,
  toValues,
  validate,
  translateServerRule,
  save,
  onSaved,
  children,
}: BodyProps<T, V, Saved>) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const initial = useMemo(() => toValues(entity), [toValues, entity]);
  const check = useMemo(() => (values: V) => validate(values, locale), [validate, locale]);
  const translate = useMemo(() => translateServerRule?.(locale), [translateServerRule, locale]);
  const form = useEntityForm({
    initial,
    validate: check,
    translateServerRule: translate,
    save: (values: V) => save(values, entity),
    onSaved: (saved) => {
      onSaved(saved, entity);
      onClose();
    },
  });
  const { leave, guards } = useDialogLeave(leaveRef, form.dirty, onClose);
  return (
    <>
      <Form
        onSubmit={form.onSubmit}
        validationBehavior="aria"
        error={form.formError ?? undefined}
        aria-label={title}
      >
        <Stack gap="6">
          <Text variant="small" tone="muted">
            {t('formKit.requiredHint')}
          </Text>
          {children(form, entity)}
          <FormActions>
            <Button variant="secondary" onPress={leave}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending}>
              {t('actions.save')}
            </Button>
          </FormActions>
        </Stack>
      </Form>
      {guards}
    </>
  );
}
