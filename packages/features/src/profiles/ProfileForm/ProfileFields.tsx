import { useTranslation } from 'react-i18next';
import { profileLabels, resolveLocale } from '@emplacamento/validators';
import { Checkbox, Stack, Text, TextField } from '@emplacamento/ui';
import type { EntityForm } from '../../kits/form';
import { useSessionState } from '../../session/SessionProvider';
import { isRequired, type ProfileValues } from './values';

/**
 * The profile's own fields, each with the shared rule's message. Only an administrator sees the
 * administrator flag: the server refuses it to anyone else, so nobody else is offered it.
 */
export function ProfileFields({ form }: { readonly form: EntityForm<ProfileValues> }) {
  const { t, i18n } = useTranslation();
  const { user } = useSessionState();
  const label = profileLabels[resolveLocale(i18n.language)];
  const { values, errors, set } = form;
  return (
    <Stack gap="4">
      <TextField
        name="nome"
        label={label.nome}
        value={values.nome}
        onChange={(value) => {
          set('nome', value);
        }}
        isInvalid={errors.nome !== undefined}
        errorMessage={errors.nome}
        isRequired={isRequired('nome')}
      />
      <TextField
        name="descricao"
        label={label.descricao}
        value={values.descricao}
        onChange={(value) => {
          set('descricao', value);
        }}
        isInvalid={errors.descricao !== undefined}
        errorMessage={errors.descricao}
        isRequired={isRequired('descricao')}
      />
      <Checkbox
        isSelected={values.ativo}
        isInvalid={errors.ativo !== undefined}
        onChange={(selected) => {
          set('ativo', selected);
        }}
      >
        {label.ativo}
      </Checkbox>
      {errors.ativo !== undefined && (
        <Text variant="small" tone="danger" role="alert">
          {errors.ativo}
        </Text>
      )}
      {user?.ehAdmin === true && (
        <Checkbox
          isSelected={values.ehAdmin}
          onChange={(selected) => {
            set('ehAdmin', selected);
          }}
        >
          {t('profiles.adminFlag')}
        </Checkbox>
      )}
    </Stack>
  );
}
