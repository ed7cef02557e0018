import type { TFunction } from 'i18next';
import { Badge, Button } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { Version } from '../api';

/**
 * The version list's columns; `field` is the row field the server sorts and exports by. A version
 * waiting for a model says so where the model would be; each row offers its own mapping (`map`).
 */
export function versionColumns(
  t: TFunction,
  language: string,
  map: (row: Version) => void,
): ListColumn<Version>[] {
  const number = new Intl.NumberFormat(language);
  const date = new Intl.DateTimeFormat(language, { timeZone: 'UTC' });
  return [
    {
      id: 'Versao',
      field: 'Versao',
      header: t('versions.version'),
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => row.Versao,
    },
    {
      id: 'FabricanteNome',
      field: 'FabricanteNome',
      header: t('versions.manufacturer'),
      sortable: true,
      cell: (row) => row.FabricanteNome ?? '—',
    },
    {
      id: 'ModeloNome',
      field: 'ModeloNome',
      header: t('versions.model'),
      sortable: true,
      cell: (row) =>
        row.ModeloNome ?? (
          <Badge tone="warning" dot>
            {t('versions.waiting')}
          </Badge>
        ),
    },
    {
      id: 'Mapeada',
      field: 'Mapeada',
      header: t('versions.mapped'),
      sortable: true,
      initiallyVisible: false,
      cell: (row) => (row.Mapeada ? t('versions.yes') : t('versions.no')),
    },
    {
      id: 'QuantidadeEmplacamentos',
      field: 'QuantidadeEmplacamentos',
      header: t('versions.registrations'),
      sortable: true,
      cell: (row) => number.format(row.QuantidadeEmplacamentos),
    },
    {
      id: 'PrimeiraOcorrencia',
      field: 'PrimeiraOcorrencia',
      header: t('versions.firstSeen'),
      sortable: true,
      initiallyVisible: false,
      cell: (row) =>
        row.PrimeiraOcorrencia ? date.format(new Date(`${row.PrimeiraOcorrencia}T00:00:00Z`)) : '—',
    },
    {
      id: 'acoes',
      field: 'acoes',
      header: t('versions.actions'),
      exported: false,
      hideable: false,
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t(row.Mapeada ? 'versions.remapOneLabel' : 'versions.mapOneLabel', {
            versao: row.Versao,
          })}
          onPress={() => {
            map(row);
          }}
        >
          {row.Mapeada ? t('versions.remap') : t('versions.map')}
        </Button>
      ),
    },
  ];
}
