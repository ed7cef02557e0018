import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, LocalPageOptions } from '../../kits/list';
import { categoryOptions, segmentOptions, type Category, type Segment } from '../api';
import { LocalCatalogueList } from './LocalCatalogueList';

const findSegment: LocalPageOptions<Segment> = {
  text: (row) => `${row.Nome} ${row.TipoSegmentoNome}`,
  filters: { ativo: (row, value) => String(row.Ativo) === value },
};
const findCategory: LocalPageOptions<Category> = { text: (row) => row.Nome };

/**
 * The "Segmentos" tab: the tenant's segments with their type and their order in the reports,
 * read-only here (the screen edits manufacturers and models).
 */
export function SegmentList() {
  const { t } = useTranslation();
  const columns = useMemo(
    (): ListColumn<Segment>[] => [
      {
        id: 'Nome',
        field: 'Nome',
        header: t('versions.name'),
        sortable: true,
        isRowHeader: true,
        hideable: false,
        cell: (row) => row.Nome,
      },
      {
        id: 'TipoSegmentoNome',
        field: 'TipoSegmentoNome',
        header: t('catalogue.segmentType'),
        sortable: true,
        cell: (row) => row.TipoSegmentoNome,
      },
      {
        id: 'Ordem',
        field: 'Ordem',
        header: t('catalogue.order'),
        sortable: true,
        cell: (row) => row.Ordem ?? '—',
      },
      {
        id: 'Ativo',
        field: 'Ativo',
        header: t('versions.status'),
        sortable: true,
        cell: (row) => (row.Ativo ? t('versions.active') : t('versions.inactive')),
      },
    ],
    [t],
  );
  return (
    <LocalCatalogueList
      title={t('catalogue.segmentsTitle')}
      label={t('catalogue.segmentsLabel')}
      searchPlaceholder={t('catalogue.segmentSearch')}
      listId="segmentos"
      columns={columns}
      rowsOptions={segmentOptions}
      find={findSegment}
      hasStatus
    />
  );
}

/** The "Categorias" tab: the vehicle categories every tenant shares, read-only. */
export function CategoryList() {
  const { t } = useTranslation();
  const columns = useMemo(
    (): ListColumn<Category>[] => [
      {
        id: 'Nome',
        field: 'Nome',
        header: t('versions.name'),
        sortable: true,
        isRowHeader: true,
        hideable: false,
        cell: (row) => row.Nome,
      },
    ],
    [t],
  );
  return (
    <LocalCatalogueList
      title={t('catalogue.categoriesTitle')}
      label={t('catalogue.categoriesLabel')}
      searchPlaceholder={t('catalogue.categorySearch')}
      listId="categorias"
      columns={columns}
      rowsOptions={categoryOptions}
      find={findCategory}
    />
  );
}
