import type { TFunction } from 'i18next';
import { influenceAreaLabels, type Locale } from '@emplacamento/validators';
import { Link, StatusBadge } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { InfluenceArea } from '../api';

/** The influence-area list's columns; `field` is the row field the server sorts and exports by. */
export function influenceAreaColumns(t: TFunction, locale: Locale): ListColumn<InfluenceArea>[] {
  const label = influenceAreaLabels[locale];
  return [
    {
      id: 'Nome',
      field: 'Nome',
      header: label.Nome,
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => <Link href={`/admin-panel/area/edit/${row.Id}`}>{row.Nome}</Link>,
    },
    {
      id: 'Codigo',
      field: 'Codigo',
      header: label.Codigo,
      sortable: true,
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.Codigo}</span>,
    },
    {
      id: 'RegiaoOperacionalNome',
      field: 'RegiaoOperacionalNome',
      header: label.RegiaoOperacionalId,
      sortable: true,
      cell: (row) => row.RegiaoOperacionalNome ?? t('influenceAreas.noRegion'),
    },
    {
      id: 'QuantidadeMunicipios',
      field: 'QuantidadeMunicipios',
      header: t('influenceAreas.municipalities'),
      sortable: true,
      cell: (row) => row.QuantidadeMunicipios,
    },
    {
      id: 'Ativo',
      field: 'Ativo',
      header: label.Ativo,
      sortable: true,
      cell: (row) =>
        row.Ativo === false ? (
          <StatusBadge status="Inativo" label={t('influenceAreas.inactive')} />
        ) : (
          <StatusBadge status="Ativo" label={t('influenceAreas.active')} />
        ),
    },
  ];
}
