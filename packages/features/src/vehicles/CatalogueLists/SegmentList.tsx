import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@emplacamento/ui';
import { useEditInAddress, type ListColumn, type LocalPageOptions } from '../../kits/list';
import { useSession, useSessionState } from '../../session/SessionProvider';
import {
  categoryOptions,
  OPERATIONS,
  paths,
  SEGMENT_EVENT,
  segmentOptions,
  type Category,
  type Segment,
} from '../api';
import { SegmentDialog } from '../SegmentForm';
import { useCatalogueRemoval } from './CatalogueRemoval';
import { nameColumn, statusColumn } from './columns';
import { LocalCatalogueList } from './LocalCatalogueList';

const findSegment: LocalPageOptions<Segment> = {
  text: (row) => `${row.Nome} ${row.TipoSegmentoNome}`,
  filters: { ativo: (row, value) => String(row.Ativo) === value },
};
const removalKeys = {
  label: 'segments.removeLabel',
  title: 'segments.removeTitle',
  text: 'segments.removeText',
  removed: 'segments.removed',
} as const;
const findCategory: LocalPageOptions<Category> = { text: (row) => row.Nome };

/**
 * The "Segmentos" tab: the tenant's segments with their type and their order in the reports. A
 * profile that holds the segments' event adds, edits (a dialog named in the address) and removes
 * them, after a confirmation; the server refuses removing a segment that models use, and says why.
 */
export function SegmentList() {
  const { t } = useTranslation();
  const session = useSession();
  const { ability } = useSessionState();
  const dialog = useEditInAddress();
  const mayEdit = ability.can('manage', SEGMENT_EVENT);
  const removal = useCatalogueRemoval<Segment>({
    remove: (segment) =>
      session.clients.vehicles.DELETE(paths.segmentRemove, {
        params: { query: { id: segment.Id } },
      }),
    keys: removalKeys,
  });
  const columns = useMemo((): ListColumn<Segment>[] => {
    const edit = mayEdit ? dialog.editHref : null;
    const all: ListColumn<Segment>[] = [
      nameColumn(t, edit),
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
      statusColumn(t),
    ];
    return mayEdit ? [...all, removal.column] : all;
  }, [t, mayEdit, dialog.editHref, removal.column]);
  return (
    <>
      <LocalCatalogueList
        title={t('catalogue.segmentsTitle')}
        label={t('catalogue.segmentsLabel')}
        searchPlaceholder={t('catalogue.segmentSearch')}
        listId="segmentos"
        columns={columns}
        rowsOptions={segmentOptions}
        operation={OPERATIONS.segments}
        find={findSegment}
        hasStatus
        actions={
          mayEdit ? (
            <Button icon={<Plus size={16} aria-hidden />} onPress={dialog.openNew}>
              {t('segments.add')}
            </Button>
          ) : undefined
        }
      />
      {mayEdit && dialog.editing !== null && (
        <SegmentDialog id={dialog.editing} onClose={dialog.close} />
      )}
      {removal.dialog}
    </>
  );
}

/** The "Categorias" tab: the vehicle categories every tenant shares, read-only, exported. */
export function CategoryList() {
  const { t } = useTranslation();
  const columns = useMemo((): ListColumn<Category>[] => [nameColumn(t, null)], [t]);
  return (
    <LocalCatalogueList
      title={t('catalogue.categoriesTitle')}
      label={t('catalogue.categoriesLabel')}
      searchPlaceholder={t('catalogue.categorySearch')}
      listId="categorias"
      columns={columns}
      rowsOptions={categoryOptions}
      operation={OPERATIONS.categories}
      find={findCategory}
    />
  );
}
