import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@emplacamento/ui';
import { filterBoolean, useEditInAddress, useListState, type ListColumn } from '../../kits/list';
import { useSession, useSessionState } from '../../session/SessionProvider';
import {
  MANUFACTURER_EVENT,
  manufacturerPageOptions,
  OPERATIONS,
  paths,
  type Manufacturer,
} from '../api';
import { ManufacturerDialog } from '../ManufacturerForm';
import { CatalogueList } from './CatalogueList';
import { useCatalogueRemoval } from './CatalogueRemoval';
import { nameColumn, statusColumn } from './columns';

const removalKeys = {
  label: 'catalogue.removeManufacturerLabel',
  title: 'catalogue.removeManufacturerTitle',
  text: 'catalogue.removeManufacturerText',
  removed: 'catalogue.manufacturerRemoved',
} as const;
const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/**
 * The "Fabricantes" tab: the tenant's vehicle brands with their model count. A profile that holds
 * the manufacturers' event adds, edits (a dialog named in the address) and removes them, after a
 * confirmation; the server refuses removing a brand that models or dealerships use, and says why.
 */
export function ManufacturerList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { ability } = useSessionState();
  const list = useListState(defaults);
  const dialog = useEditInAddress();
  const removal = useCatalogueRemoval<Manufacturer>({
    remove: (brand) =>
      session.clients.vehicles.DELETE(paths.manufacturer, { params: { query: { id: brand.Id } } }),
    keys: removalKeys,
  });
  const mayEdit = ability.can('manage', MANUFACTURER_EVENT);
  const filters = useMemo(
    () => ({ ativo: filterBoolean(list.state.filters.ativo) }),
    [list.state.filters.ativo],
  );
  const columns = useMemo((): ListColumn<Manufacturer>[] => {
    const number = new Intl.NumberFormat(i18n.language);
    const edit = mayEdit ? dialog.editHref : null;
    const all: ListColumn<Manufacturer>[] = [
      nameColumn(t, edit),
      {
        id: 'Codigo',
        field: 'Codigo',
        header: t('versions.code'),
        sortable: true,
        cell: (row) => row.Codigo ?? '—',
      },
      {
        id: 'PaisOrigem',
        field: 'PaisOrigem',
        header: t('versions.country'),
        sortable: true,
        cell: (row) => row.PaisOrigem ?? '—',
      },
      {
        id: 'QuantidadeModelos',
        field: 'QuantidadeModelos',
        header: t('versions.modelsCount'),
        sortable: true,
        cell: (row) => number.format(row.QuantidadeModelos),
      },
      statusColumn(t),
    ];
    return mayEdit ? [...all, removal.column] : all;
  }, [t, i18n.language, mayEdit, dialog.editHref, removal.column]);
  return (
    <>
      <CatalogueList
        title={t('versions.manufacturersTitle')}
        label={t('versions.manufacturersLabel')}
        searchPlaceholder={t('versions.manufacturerSearch')}
        listId="fabricantes"
        columns={columns}
        list={list}
        filters={filters}
        pageOptions={manufacturerPageOptions}
        operation={OPERATIONS.manufacturers}
        actions={
          mayEdit ? (
            <Button icon={<Plus size={16} aria-hidden />} onPress={dialog.openNew}>
              {t('catalogue.addManufacturer')}
            </Button>
          ) : undefined
        }
      />
      {mayEdit && dialog.editing !== null && (
        <ManufacturerDialog id={dialog.editing} onClose={dialog.close} />
      )}
      {removal.dialog}
    </>
  );
}
