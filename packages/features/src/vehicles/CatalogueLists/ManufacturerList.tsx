import { useMemo, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { AlertDialog, Button, IconButton, Link } from '@emplacamento/ui';
import { problemText } from '../../data/problem-text';
import { filterBoolean, useEditInAddress, useListState, type ListColumn } from '../../kits/list';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';
import {
  invalidateCatalogue,
  MANUFACTURER_EVENT,
  manufacturerPageOptions,
  OPERATIONS,
  paths,
  type Manufacturer,
} from '../api';
import { ManufacturerDialog } from '../ManufacturerForm';
import { CatalogueList } from './CatalogueList';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/**
 * The "Fabricantes" tab: the tenant's vehicle brands with their model count. A profile that holds
 * the manufacturers' event adds, edits (a dialog named in the address) and removes them, after a
 * confirmation; the server refuses removing a brand that models or dealerships use, and says why.
 */
export function ManufacturerList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const { ability } = useSessionState();
  const list = useListState(defaults);
  const dialog = useEditInAddress();
  const [removing, setRemoving] = useState<Manufacturer | null>(null);
  const mayEdit = ability.can('manage', MANUFACTURER_EVENT);
  const filters = useMemo(
    () => ({ ativo: filterBoolean(list.state.filters.ativo) }),
    [list.state.filters.ativo],
  );
  const columns = useMemo((): ListColumn<Manufacturer>[] => {
    const number = new Intl.NumberFormat(i18n.language);
    const edit = mayEdit ? dialog.editHref : null;
    const all: ListColumn<Manufacturer>[] = [
      {
        id: 'Nome',
        field: 'Nome',
        header: t('versions.name'),
        sortable: true,
        isRowHeader: true,
        hideable: false,
        cell: (row) => (edit ? <Link href={edit(row.Id)}>{row.Nome}</Link> : row.Nome),
      },
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
      {
        id: 'Ativo',
        field: 'Ativo',
        header: t('versions.status'),
        sortable: true,
        cell: (row) => (row.Ativo ? t('versions.active') : t('versions.inactive')),
      },
    ];
    if (!mayEdit) return all;
    return [
      ...all,
      {
        id: 'acoes',
        field: 'Id',
        header: t('versions.actions'),
        exported: false,
        hideable: false,
        cell: (row) => (
          <IconButton
            label={t('catalogue.removeManufacturerLabel', { nome: row.Nome })}
            icon={<Trash2 size={16} aria-hidden />}
            size="sm"
            onPress={() => {
              setRemoving(row);
            }}
          />
        ),
      },
    ];
  }, [t, i18n.language, mayEdit, dialog.editHref]);
  const remove = async (brand: Manufacturer) => {
    try {
      unwrap(
        await settle(
          session.clients.vehicles.DELETE(paths.manufacturer, {
            params: { query: { id: brand.Id } },
          }),
        ),
      );
    } catch (error) {
      // The server says why (the models or dealerships that still use the brand).
      toasts.danger(
        t('catalogue.removeFailed'),
        problemText(error instanceof Error ? error : new Error(String(error)), t),
      );
      return;
    }
    invalidateCatalogue(client);
    toasts.success(t('catalogue.manufacturerRemoved', { nome: brand.Nome }));
  };
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
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        destructive
        title={t('catalogue.removeManufacturerTitle')}
        confirmLabel={t('actions.delete')}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
      >
        {t('catalogue.removeManufacturerText', { nome: removing?.Nome ?? '' })}
      </AlertDialog>
    </>
  );
}
