import type { TFunction } from 'i18next';
import { operationalRegionLabels, type Locale } from '@emplacamento/validators';
import { Link, StatusBadge } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { Region } from '../api';

/**
 * The operational-region list's columns; `field` is the row field the server sorts and exports
 * by. The name opens the region's edit dialog (`edit` writes it into the address); the count of
 * municipalities opens the municipality list filtered by the region.
 */
export function regionColumns(
  t: TFunction,
  locale: Locale,
  edit: (id: number) => string,
): ListColumn<Region>[] {
  const label = operationalRegionLabels[locale];
  return [
    {
      id: 'Nome',
      field: 'Nome',
      header: label.Nome,
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => <Link href={edit(row.Id)}>{row.Nome}</Link>,
    },
    {
      id: 'Codigo',
      field: 'Codigo',
      header: label.Codigo,
      sortable: true,
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.Codigo}</span>,
    },
    {
      id: 'QuantidadeMunicipios',
      field: 'QuantidadeMunicipios',
      header: t('regions.municipalities'),
      sortable: true,
      cell: (row) => {
        if (row.QuantidadeMunicipios === 0) return 0;
        const total = row.QuantidadeMunicipios.toLocaleString(locale === 'pt' ? 'pt-BR' : locale);
        return (
          <Link
            href={`/admin-panel/county/list?f.regiaoOperacionalId=${row.Id}`}
            aria-label={t('regions.municipalitiesOf', {
              count: row.QuantidadeMunicipios,
              total,
              nome: row.Nome,
            })}
          >
            {total}
          </Link>
        );
      },
    },
    {
      id: 'Ativo',
      field: 'Ativo',
      header: label.Ativo,
      sortable: true,
      cell: (row) =>
        row.Ativo ? (
          <StatusBadge status="Ativo" label={t('regions.active')} />
        ) : (
          <StatusBadge status="Inativo" label={t('regions.inactive')} />
        ),
    },
  ];
}
