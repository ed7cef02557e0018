import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScopeField, ScopeFields } from '@emplacamento/access';
import { resolveLocale, userLabels } from '@emplacamento/validators';
import { ComboBox, Select } from '@emplacamento/ui';
import { useSession } from '../session/SessionProvider';
import { scopeOptions, searchDealerships } from './api';

/** The scope a profile gives a user: ids of the tenant's rows, null when not chosen. */
export interface ScopeValues {
  readonly grupoEconomicoId: number | null;
  readonly grupoEmpresaId: number | null;
  readonly regiaoOperacionalId: number | null;
  readonly empresaId: number | null;
}

/** Props of {@link UserScopeFields}. */
export interface UserScopeFieldsProps {
  /** The chosen profile's scope fields. */
  readonly scope: ScopeFields;
  readonly values: ScopeValues;
  /** Field → message (the form's, by the same names as {@link ScopeValues}). */
  readonly errors: Readonly<Record<string, string>>;
  /** Which of the fields must be given. */
  readonly isRequired: (field: keyof ScopeValues) => boolean;
  readonly merge: (values: Partial<ScopeValues>) => void;
  /** What the pickers show before the user types (the names of a stored scope). @default none */
  readonly names?: Partial<Record<'grupoEconomico' | 'grupoEmpresa' | 'empresa', string>>;
}

/**
 * The scope pickers of a user (economic group, business group, operational region, dealership),
 * those of the profile only, each with its message: the user form and the pending users'
 * approval both give a user a profile's scope. The dealership is searched within the chosen
 * business group.
 */
export function UserScopeFields({
  scope,
  values,
  errors,
  isRequired,
  merge,
  names = {},
}: UserScopeFieldsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const label = userLabels[resolveLocale(i18n.language)];
  const options = useQuery({ ...scopeOptions(session), enabled: scope.visible.length > 0 });
  const named = (rows: readonly { Id: number; Nome: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ id: row.Id, label: row.Nome }));
  const shows = (field: ScopeField) => scope.visible.includes(field);
  const invalid = (name: keyof ScopeValues) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: isRequired(name),
  });
  const { grupoEmpresaId } = values;
  return (
    <>
      {shows('grupoEconomico') ? (
        <ComboBox
          key={`economicos-${String(options.isSuccess)}`}
          label={label.grupoEconomicoId}
          options={named(options.data?.GruposEconomicos)}
          defaultInputValue={names.grupoEconomico ?? ''}
          value={values.grupoEconomicoId}
          onChange={(key) => {
            merge({ grupoEconomicoId: key === null ? null : Number(key) });
          }}
          {...invalid('grupoEconomicoId')}
        />
      ) : null}
      {shows('grupoEmpresa') ? (
        <ComboBox
          key={`grupos-${String(options.isSuccess)}`}
          label={label.grupoEmpresaId}
          options={named(options.data?.GruposEmpresa)}
          defaultInputValue={names.grupoEmpresa ?? ''}
          value={grupoEmpresaId}
          onChange={(key) => {
            const next = key === null ? null : Number(key);
            // The dealership is searched within the group: another group asks for it again.
            if (next !== grupoEmpresaId) merge({ grupoEmpresaId: next, empresaId: null });
          }}
          {...invalid('grupoEmpresaId')}
        />
      ) : null}
      {shows('regiaoOperacional') ? (
        <Select
          label={label.regiaoOperacionalId}
          options={named(options.data?.RegioesOperacionais)}
          // Its list opens while the options load and says so, then fills in.
          isLoading={options.isPending}
          value={values.regiaoOperacionalId}
          onChange={(key) => {
            merge({ regiaoOperacionalId: key === null ? null : Number(key) });
          }}
          {...invalid('regiaoOperacionalId')}
        />
      ) : null}
      {shows('concessionaria') ? (
        <ComboBox
          key={`concessionarias-${String(grupoEmpresaId)}`}
          label={label.empresaId}
          description={
            grupoEmpresaId === null ? t('users.dealershipHint') : t('users.dealershipInGroup')
          }
          loadOptions={(typed) => searchDealerships(client, session, typed, grupoEmpresaId)}
          defaultInputValue={names.empresa ?? ''}
          value={values.empresaId}
          onChange={(key) => {
            merge({ empresaId: key === null ? null : Number(key) });
          }}
          {...invalid('empresaId')}
        />
      ) : null}
    </>
  );
}
