import type { Key } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Select } from '@emplacamento/ui';
import type { ListStateControls } from './useListState';

/** The grammatical gender of a filter's name, which its "all" option agrees with (Todos, Todas). */
export type FilterGender = 'male' | 'female';

/** The "all" option of a filter whose name is of `gender` ("Situação": Todas; "Perfil": Todos). */
export function allOption(t: TFunction, gender: FilterGender): { id: string; label: string } {
  return { id: '', label: t('listKit.all', { context: gender }) };
}

/** A filter's options: "all" (agreeing with the filter's gender), then each row by its id. */
export function namedOptions(
  t: TFunction,
  gender: FilterGender,
  rows: readonly { Id: number; Nome: string }[] | undefined,
): { id: string; label: string }[] {
  return [
    allOption(t, gender),
    ...(rows ?? []).map((row) => ({ id: String(row.Id), label: row.Nome })),
  ];
}

/** Props of {@link StatusFilter}. */
export interface StatusFilterProps {
  readonly list: ListStateControls;
  /** The boolean filter it sets, by its `userdata` name. @default 'ativo' */
  readonly name?: string;
  /** The filter's label. @default "Situação" */
  readonly label?: string;
  /** The label's gender, for its "all" option. @default 'female' (Situação) */
  readonly gender?: FilterGender;
  /** What the two states are called. @default "Ativo" and "Inativo" */
  readonly yes?: string;
  readonly no?: string;
}

/** A list's yes/no filter (`ativo` unless named otherwise, in the address: all, `true`, `false`). */
export function StatusFilter({
  list,
  name = 'ativo',
  label,
  gender = 'female',
  yes,
  no,
}: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label ?? t('listKit.status')}
      options={[
        allOption(t, gender),
        { id: 'true', label: yes ?? t('dealerships.active') },
        { id: 'false', label: no ?? t('dealerships.inactive') },
      ]}
      value={list.state.filters[name] ?? ''}
      onChange={(key: Key | null) => {
        list.setFilter(name, key === null ? '' : String(key));
      }}
    />
  );
}
