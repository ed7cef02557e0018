import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { profileServerMessage, type Locale } from '@emplacamento/validators';
import { EntityFormDialog, serverRuleTranslator } from '../../kits/form';
import { useSession, useToasts } from '../../session/SessionProvider';
import { invalidateProfiles, paths, profileOptions } from '../api';
import { ProfileFields } from './ProfileFields';
import { toPayload, toValues, validateValues } from './values';

/** Props of {@link ProfileDialog}. */
export interface ProfileDialogProps {
  /** The profile to edit, or `new` for a new one (create, rename and activate share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/** The server's refusals the portal says in the user's language (a name taken, one's own profile made inactive). */
const translateServerRule = (locale: Locale) =>
  serverRuleTranslator(['nome_unico', 'proprio_perfil_inativo'], profileServerMessage, locale);

/**
 * Create, rename, describe and activate or inactivate a profile in a dialog over the profiles
 * list. Loads the profile for edit (skeleton, 403, 404, error with retry), checks the shared
 * rules, says the server's refusals on their fields in the user's language, and asks before
 * dropping unsaved changes.
 */
export function ProfileDialog({ id, onClose }: ProfileDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const entity = useQuery({
    ...profileOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  return (
    <EntityFormDialog
      title={id === 'new' ? t('profiles.addTitle') : t('profiles.editTitle')}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t('profiles.notFound')}
      onClose={onClose}
      toValues={toValues}
      validate={validateValues}
      translateServerRule={translateServerRule}
      save={async (values, profile) => {
        const body = { ...toPayload(values), ...(profile ? { id: profile.id } : {}) };
        return unwrap(await settle(session.clients.administration.PUT(paths.save, { body })));
      }}
      onSaved={(_saved, profile) => {
        invalidateProfiles(client);
        toasts.success(profile ? t('profiles.updated') : t('profiles.created'));
      }}
    >
      {(form) => <ProfileFields form={form} />}
    </EntityFormDialog>
  );
}
