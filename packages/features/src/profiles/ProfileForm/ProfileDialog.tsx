import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { profileServerMessage, resolveLocale } from '@emplacamento/validators';
import { Button, Form, FormActions, Stack, Text } from '@emplacamento/ui';
import {
  serverRuleTranslator,
  useEntityForm,
  EntityDialog,
  useDialogLeave,
  type DialogLeave,
} from '../../kits/form';
import { useSession, useToasts } from '../../session/SessionProvider';
import { invalidateProfiles, paths, profileOptions, type Profile } from '../api';
import { ProfileFields } from './ProfileFields';
import { toPayload, toValues, validateValues, type ProfileValues } from './values';

/** Props of {@link ProfileDialog}. */
export interface ProfileDialogProps {
  /** The profile to edit, or `new` for a new one (create, rename and activate share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/**
 * Create, rename, describe and activate or inactivate a profile in a dialog over the profiles
 * list. Loads the profile for edit (skeleton, 403, 404, error with retry), checks the shared
 * rules, says the server's refusals (a name taken, one's own profile made inactive) on their
 * fields in the user's language, and asks before dropping unsaved changes.
 */
export function ProfileDialog({ id, onClose }: ProfileDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const entity = useQuery({
    ...profileOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  const title = id === 'new' ? t('profiles.addTitle') : t('profiles.editTitle');
  return (
    <EntityDialog
      title={title}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t('profiles.notFound')}
      onClose={onClose}
    >
      {(profile, leave) => (
        <FormBody key={id} title={title} profile={profile} onClose={onClose} leave={leave} />
      )}
    </EntityDialog>
  );
}

interface FormBodyProps {
  readonly title: string;
  readonly profile: Profile | undefined;
  readonly onClose: () => void;
  /** Where the form puts what closing the dialog does while it is shown. */
  readonly leave: DialogLeave;
}

function FormBody({ title, profile, onClose, leave: leaveRef }: FormBodyProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const locale = resolveLocale(i18n.language);
  const initial = useMemo(() => toValues(profile), [profile]);
  const validate = useMemo(
    () => (values: ProfileValues) => validateValues(values, locale),
    [locale],
  );
  const translateServerRule = useMemo(
    () =>
      serverRuleTranslator(['nome_unico', 'proprio_perfil_inativo'], profileServerMessage, locale),
    [locale],
  );
  const form = useEntityForm({
    initial,
    validate,
    translateServerRule,
    save: async (values: ProfileValues) => {
      const body = { ...toPayload(values), ...(profile ? { id: profile.id } : {}) };
      return unwrap(await settle(session.clients.administration.PUT(paths.save, { body })));
    },
    onSaved: () => {
      invalidateProfiles(client);
      toasts.success(profile ? t('profiles.updated') : t('profiles.created'));
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
          <ProfileFields form={form} />
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
