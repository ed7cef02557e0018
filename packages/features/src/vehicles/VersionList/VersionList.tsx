import { useMemo, useState } from 'react';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { Button } from '@emplacamento/ui';
import { filterBoolean, ListView, StatusFilter, useListState } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { OPERATIONS, versionPageOptions, type Version } from '../api';
import { MapVersionsDialog, type VersionToMap } from '../MapVersions';
import { versionColumns } from './columns';

// Versions waiting for a model first (false sorts before true), the most registered first.
const defaults = {
  pageSize: 25,
  sort: [
    { column: 'Mapeada', dir: 'asc' as const },
    { column: 'QuantidadeEmplacamentos', dir: 'desc' as const },
  ],
};

/**
 * The "Versões" tab: the raw versions of the registration files and the model each maps to,
 * those waiting for a model first; searched, filtered (mapped or waiting), sorted and paged on the
 * server and exported. A row's button maps that version; rows picked with their checkboxes are
 * mapped to one model at once.
 */
export function VersionList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const [selected, setSelected] = useState<ReadonlyMap<number, VersionToMap>>(new Map());
  const [mapping, setMapping] = useState<readonly VersionToMap[] | null>(null);
  const pageState = useMemo(
    () => ({ ...list.state, filters: { mapeada: filterBoolean(list.state.filters.mapeada) } }),
    [list.state],
  );
  const query = useQuery({
    ...versionPageOptions(session, pageState),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      versionColumns(t, i18n.language, (row: Version) => {
        setMapping([row]);
      }),
    [t, i18n.language],
  );
  const rows = query.data?.rows;
  const close = (mapped: boolean) => {
    // After a mapping of the picked rows they are done; a single row's leaves the picks alone.
    if (mapped && mapping !== null && mapping.length > 1) setSelected(new Map());
    setMapping(null);
  };
  const count = selected.size;
  return (
    <>
      <ListView
        title={t('versions.listTitle')}
        label={t('versions.tableLabel')}
        listId="nomenclaturas"
        columns={columns}
        getRowId={(row) => row.Id}
        query={query}
        list={list}
        searchPlaceholder={t('versions.searchHint')}
        filters={
          <div style={{ flex: '1 1 10rem', minWidth: '9rem', maxWidth: '16rem' }}>
            <StatusFilter
              list={list}
              name="mapeada"
              label={t('versions.mapping')}
              yes={t('versions.mappedOnes')}
              no={t('versions.waitingOnes')}
            />
          </div>
        }
        selection={{
          ids: new Set(selected.keys()),
          onChange: (ids) => {
            // Picks on other pages stay; the page's rows give the names of the new ones.
            const next = new Map<number, VersionToMap>();
            for (const id of ids) {
              const known = selected.get(Number(id)) ?? rows?.find((row) => row.Id === id);
              if (known) next.set(Number(id), known);
            }
            setSelected(next);
          },
        }}
        actions={
          <Button
            icon={<Link2 size={16} aria-hidden />}
            isDisabled={count === 0}
            onPress={() => {
              setMapping([...selected.values()]);
            }}
          >
            {t('versions.mapSelected', { count })}
          </Button>
        }
        exportOf={() => ({
          operacao: OPERATIONS.versions,
          consulta: toPagingRequest(pageState, 1),
          parametros: { paginar: false },
        })}
      />
      {mapping !== null && <MapVersionsDialog versions={mapping} onClose={close} />}
    </>
  );
}
