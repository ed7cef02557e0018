import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Select } from '@emplacamento/ui';
import {
  allOption,
  filterBoolean,
  filterNumber,
  useEditInAddress,
  useListState,
  type ListColumn,
} from '../../kits/list';
import { useSession, useSessionState } from '../../session/SessionProvider';
import {
  allManufacturersOptions,
  MODEL_EVENT,
  modelPageOptions,
  OPERATIONS,
  type Model,
} from '../api';
import { ModelDialog } from '../ModelForm';
import { CatalogueList } from './CatalogueList';
import { nameColumn, statusColumn } from './columns';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/**
 * The "Modelos" tab: the tenant's models with brand, segment and category, filtered by status and
 * by manufacturer on the server (both in the address). A profile that holds the models' event
 * adds and edits them in a dialog named in the address; the contract has no removal of a model.
 */
export function ModelList() {
  const { t } = useTranslation();
  const session = useSession();
  const { ability } = useSessionState();
  const list = useListState(defaults);
  const dialog = useEditInAddress();
  const brands = useQuery(allManufacturersOptions(session));
  const mayEdit = ability.can('manage', MODEL_EVENT);
  const { ativo, fabricanteId } = list.state.filters;
  const filters = useMemo(
    () => ({ ativo: filterBoolean(ativo), fabricanteId: filterNumber(fabricanteId) }),
    [ativo, fabricanteId],
  );
  const columns = useMemo((): ListColumn<Model>[] => {
    const edit = mayEdit ? dialog.editHref : null;
    return [
      nameColumn(t, edit),
      {
        id: 'FabricanteNome',
        field: 'FabricanteNome',
        header: t('versions.manufacturer'),
        sortable: true,
        cell: (row) => row.FabricanteNome,
      },
      {
        id: 'SegmentoNome',
        field: 'SegmentoNome',
        header: t('versions.segment'),
        sortable: true,
        cell: (row) => row.SegmentoNome ?? '—',
      },
      {
        id: 'CategoriaVeiculoNome',
        field: 'CategoriaVeiculoNome',
        header: t('versions.category'),
        sortable: true,
        cell: (row) => row.CategoriaVeiculoNome ?? '—',
      },
      statusColumn(t),
    ];
  }, [t, mayEdit, dialog.editHref]);
  return (
    <>
      <CatalogueList
        title={t('versions.modelsTitle')}
        label={t('versions.modelsLabel')}
        searchPlaceholder={t('versions.modelSearch')}
        listId="modelos"
        columns={columns}
        list={list}
        filters={filters}
        pageOptions={modelPageOptions}
        operation={OPERATIONS.models}
        moreFilters={
          <Select
            label={t('versions.manufacturer')}
            options={[
              allOption(t, 'male'),
              ...(brands.data?.Data.data ?? []).map((row) => ({
                id: String(row.Id),
                label: row.Nome,
              })),
            ]}
            value={fabricanteId ?? ''}
            onChange={(key) => {
              list.setFilter('fabricanteId', key === null ? '' : String(key));
            }}
          />
        }
        actions={
          mayEdit ? (
            <Button icon={<Plus size={16} aria-hidden />} onPress={dialog.openNew}>
              {t('catalogue.addModel')}
            </Button>
          ) : undefined
        }
      />
      {mayEdit && dialog.editing !== null && (
        <ModelDialog id={dialog.editing} onClose={dialog.close} />
      )}
    </>
  );
}
