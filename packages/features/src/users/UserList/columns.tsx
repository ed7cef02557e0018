import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '@emplacamento/i18n';
import { userLabels, type Locale } from '@emplacamento/validators';
import { Link, StatusBadge } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { User } from '../api';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * An e-mail that wraps only after its `@` in a narrow column: each half stays whole
 * ("administrador@" over "emplacamento.demo"), not cut mid-word.
 */
function EmailText({ email }: { readonly email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span style={nowrap}>{email}</span>;
  return (
    <span>
      <span style={nowrap}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span style={nowrap}>{email.slice(at + 1)}</span>
    </span>
  );
}

/** The user list's columns; `field` is the row field the server sorts and exports by. */
export function userColumns(t: TFunction, locale: Locale): ListColumn<User>[] {
  const label = userLabels[locale];
  return [
    {
      id: 'nomeCompleto',
      field: 'nomeCompleto',
      header: label.nomeCompleto,
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => <Link href={`/admin-panel/user/edit/${row.id}`}>{row.nomeCompleto}</Link>,
    },
    {
      id: 'login',
      field: 'login',
      header: label.login,
      sortable: true,
      cell: (row) => <EmailText email={row.login} />,
    },
    {
      id: 'perfilNome',
      field: 'perfilNome',
      header: label.perfilId,
      sortable: true,
      cell: (row) => row.perfilNome,
    },
    {
      id: 'empresaNome',
      field: 'empresaNome',
      header: label.empresaId,
      sortable: true,
      cell: (row) => row.empresaNome ?? '—',
    },
    {
      id: 'regiaoOperacionalNome',
      field: 'regiaoOperacionalNome',
      header: label.regiaoOperacionalId,
      sortable: true,
      cell: (row) => row.regiaoOperacionalNome ?? '—',
    },
    {
      id: 'status',
      field: 'status',
      header: t('users.status'),
      sortable: true,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'ultimoAcesso',
      field: 'ultimoAcesso',
      header: t('users.lastAccess'),
      sortable: true,
      cell: (row) => (
        <span style={nowrap}>
          {row.ultimoAcesso ? formatDateTime(row.ultimoAcesso) : t('users.never')}
        </span>
      ),
    },
    {
      id: 'grupoEmpresaNome',
      field: 'grupoEmpresaNome',
      header: label.grupoEmpresaId,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => row.grupoEmpresaNome ?? '—',
    },
    {
      id: 'grupoEconomicoNome',
      field: 'grupoEconomicoNome',
      header: label.grupoEconomicoId,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => row.grupoEconomicoNome ?? '—',
    },
    {
      id: 'dataCriacao',
      field: 'dataCriacao',
      header: t('users.createdAt'),
      sortable: true,
      initiallyVisible: false,
      cell: (row) => <span style={nowrap}>{formatDate(row.dataCriacao)}</span>,
    },
  ];
}
