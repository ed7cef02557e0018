import type { TFunction } from 'i18next';
import { profileLabels, type Locale } from '@emplacamento/validators';
import { Badge, Link, StatusBadge } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { Profile } from '../api';

/** Where a row's name and its permissions link go (both dialogs are named in the address). */
export interface ProfileLinks {
  readonly edit: (id: number) => string;
  readonly permissions: (id: number) => string;
}

/**
 * The profile list's columns; `field` is the row field the server sorts and exports by. The name
 * opens the profile's dialog, the user count the user list filtered by the profile, and the last
 * column the profile's permission matrix (an action, left out of the export).
 */
export function profileColumns(
  t: TFunction,
  locale: Locale,
  links: ProfileLinks,
): ListColumn<Profile>[] {
  const label = profileLabels[locale];
  const number = (n: number) => n.toLocaleString(locale === 'pt' ? 'pt-BR' : locale);
  return [
    {
      id: 'nome',
      field: 'nome',
      header: label.nome,
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => <Link href={links.edit(row.id)}>{row.nome}</Link>,
    },
    {
      id: 'descricao',
      field: 'descricao',
      header: label.descricao,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => row.descricao ?? '',
    },
    {
      id: 'ehAdmin',
      field: 'ehAdmin',
      header: label.ehAdmin,
      sortable: true,
      cell: (row) =>
        row.ehAdmin ? <Badge tone="info">{t('profiles.yes')}</Badge> : t('profiles.no'),
    },
    {
      id: 'quantidadeUsuarios',
      field: 'quantidadeUsuarios',
      header: t('profiles.users'),
      sortable: true,
      cell: (row) => {
        const count = row.quantidadeUsuarios ?? 0;
        if (count === 0) return 0;
        return (
          <Link
            href={`/admin-panel/users?f.perfilId=${row.id}`}
            aria-label={t('profiles.usersOf', { count, total: number(count), nome: row.nome })}
          >
            {number(count)}
          </Link>
        );
      },
    },
    {
      id: 'ativo',
      field: 'ativo',
      header: label.ativo,
      sortable: true,
      cell: (row) =>
        row.ativo ? (
          <StatusBadge status="Ativo" label={t('profiles.active')} />
        ) : (
          <StatusBadge status="Inativo" label={t('profiles.inactive')} />
        ),
    },
    {
      id: 'permissoes',
      field: 'id',
      header: t('profiles.permissions'),
      exported: false,
      hideable: false,
      cell: (row) => (
        <Link
          href={links.permissions(row.id)}
          aria-label={t('profiles.permissionsOf', { nome: row.nome })}
        >
          {t('profiles.editPermissions')}
        </Link>
      ),
    },
  ];
}
