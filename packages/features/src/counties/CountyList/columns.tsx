import type { TFunction } from 'i18next';
import { municipalityLabels, type Locale } from '@emplacamento/validators';
import { Link } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { County } from '../api';

/**
 * The municipality list's columns; `field` is the row field the server sorts and exports by. The
 * name opens the municipality's edit dialog (`edit` writes it into the address).
 */
export function countyColumns(
  t: TFunction,
  locale: Locale,
  edit: (id: number) => string,
): ListColumn<County>[] {
  const label = municipalityLabels[locale];
  const number = new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale);
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
      id: 'Sigla',
      field: 'Sigla',
      header: t('counties.uf'),
      sortable: true,
      cell: (row) => row.Sigla,
    },
    {
      id: 'CodigoIbge',
      field: 'CodigoIbge',
      header: t('counties.ibge'),
      sortable: true,
      cell: (row) => row.CodigoIbge,
    },
    {
      id: 'AreaInfluenciaNome',
      field: 'AreaInfluenciaNome',
      header: label.AreaInfluenciaId,
      sortable: true,
      cell: (row) => row.AreaInfluenciaNome ?? t('counties.noArea'),
    },
    {
      id: 'RegiaoOperacionalNome',
      field: 'RegiaoOperacionalNome',
      header: t('counties.region'),
      sortable: true,
      cell: (row) => row.RegiaoOperacionalNome ?? t('counties.noRegion'),
    },
    {
      id: 'Populacao',
      field: 'Populacao',
      header: label.Populacao,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => (row.Populacao == null ? '—' : number.format(row.Populacao)),
    },
    {
      id: 'Capital',
      field: 'Capital',
      header: t('counties.capital'),
      sortable: true,
      initiallyVisible: false,
      cell: (row) => (row.Capital === true ? t('counties.yes') : t('counties.no')),
    },
  ];
}
