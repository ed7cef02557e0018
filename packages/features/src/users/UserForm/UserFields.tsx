import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ScopeField, ScopeFields } from '@emplacamento/access';
import { resolveLocale, userLabels, userRules, type UserField } from '@emplacamento/validators';
import {
  Checkbox,
  DatePicker,
  Grid,
  Select,
  SkeletonText,
  Stack,
  Text,
  TextField,
  parseDate,
} from '@emplacamento/ui';
import type { EntityForm } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import { bulletinOptions, profileOptions, type User } from '../api';
import { UserScopeFields } from '../UserScopeFields';
import { bulletinIds, bulletinText, scopeValue, type UserValues } from './values';

type Form = EntityForm<UserValues>;

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Text as="h2" variant="h3">
        {title}
      </Text>
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        {children}
      </Grid>
    </Stack>
  );
}

/** Props of {@link UserFields}. */
export interface UserFieldsProps {
  readonly form: Form;
  /** The user being edited: the names of its scope for the pickers; absent for a new user. */
  readonly user: User | undefined;
  /** The chosen profile's scope fields. */
  readonly scope: ScopeFields;
  /** Which scope fields a profile has (to clear the others when the profile changes). */
  readonly scopeOfProfile: (perfilId: number | null) => ScopeFields;
  /** Fields the tenant or the profile require besides the fixed rules. */
  readonly required: ReadonlySet<UserField>;
}

/** Every field of the user in sections, each with the shared rule's message. */
export function UserFields({ form, user, scope, scopeOfProfile, required }: UserFieldsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = userLabels[resolveLocale(i18n.language)];
  const profiles = useQuery(profileOptions(session));
  const bulletins = useQuery(bulletinOptions(session));
  const { values, errors, set } = form;
  const invalid = (name: UserField) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: required.has(name) || (userRules[name] as string).split('|').includes('required'),
  });
  const text = (
    name: 'login' | 'nomeCompleto' | 'documento' | 'telefone',
    extra: { mask?: 'cpf' | 'phone'; description?: string; type?: 'email' } = {},
  ) => (
    <TextField
      name={name}
      label={label[name]}
      value={values[name]}
      onChange={(value) => {
        set(name, value);
      }}
      {...invalid(name)}
      {...extra}
    />
  );
  // A profile picks from the active profiles; the one a user has stays, even when inactive now.
  const profileChoices = (profiles.data ?? [])
    .filter((profile) => profile.ativo || profile.id === user?.perfilId)
    .map((profile) => ({ id: profile.id, label: profile.nome }));
  const chosen = bulletinIds(values.tiposBoletim);

  return (
    <Stack gap="8">
      <Section title={t('users.sectionAccess')}>
        {user ? null : text('login', { type: 'email', description: t('users.loginHint') })}
        <Select
          label={label.perfilId}
          options={profileChoices}
          value={values.perfilId}
          isLoading={profiles.isPending}
          description={profiles.isError ? t('users.profilesFailed') : t('users.profileHint')}
          onChange={(key) => {
            const perfilId = key === null ? null : Number(key);
            const next = scopeOfProfile(perfilId);
            // The scope fields the new profile does not have are emptied, not sent stale.
            const cleared: Partial<UserValues> = {};
            for (const [field, value] of Object.entries(scopeValue)) {
              if (!next.visible.includes(field as ScopeField)) cleared[value] = null;
            }
            form.merge({ ...cleared, perfilId });
          }}
          {...invalid('perfilId')}
        />
        <DatePicker
          label={label.dataExpiracao}
          description={t('users.expiryHint')}
          value={values.dataExpiracao ? parseDate(values.dataExpiracao) : null}
          onChange={(value) => {
            set('dataExpiracao', value ? value.toString() : '');
          }}
          {...invalid('dataExpiracao')}
        />
      </Section>
      <Section title={t('users.sectionPerson')}>
        {text('nomeCompleto')}
        {text('documento', {
          mask: 'cpf',
          description: required.has('documento') ? undefined : t('users.documentOptional'),
        })}
        {text('telefone', { mask: 'phone' })}
      </Section>
      {scope.visible.length > 0 ? (
        <Section title={t('users.sectionScope')}>
          <UserScopeFields
            scope={scope}
            values={values}
            errors={errors}
            isRequired={(name) => invalid(name).isRequired}
            merge={form.merge}
            names={{
              grupoEconomico: user?.grupoEconomicoNome ?? '',
              grupoEmpresa: user?.grupoEmpresaNome ?? '',
              empresa:
                user && values.empresaId === numberOr(user.dadosAdicionais?.empresaId)
                  ? (user.empresaNome ?? '')
                  : '',
            }}
          />
        </Section>
      ) : null}
      <Stack as="section" gap="3" aria-label={label.tiposBoletim}>
        <Text as="h2" variant="h3">
          {label.tiposBoletim}
        </Text>
        <Text variant="small" tone="muted">
          {t('users.bulletinsHint')}
        </Text>
        {bulletins.data && bulletins.data.length === 0 ? (
          <Text variant="small">{t('users.noBulletins')}</Text>
        ) : null}
        {bulletins.isError ? <Text variant="small">{t('users.bulletinsFailed')}</Text> : null}
        {bulletins.isPending ? <SkeletonText lines={2} label={t('actions.loading')} /> : null}
        <Stack gap="2">
          {(bulletins.data ?? []).map((type) => (
            <Checkbox
              key={type.id}
              isSelected={chosen.includes(type.id)}
              onChange={(selected) => {
                set(
                  'tiposBoletim',
                  bulletinText(
                    selected ? [...chosen, type.id] : chosen.filter((id) => id !== type.id),
                  ),
                );
              }}
            >
              {type.nome}
            </Checkbox>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);
