import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { LeftSidebarLayout } from '@emplacamento/ui';
import { filterNumber, ListView, useListState } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { LIST_OPERATION, profilePageOptions } from '../api';
import { PermissionMatrix } from '../PermissionMatrix';
import { ProfileDialog } from '../ProfileForm';
import { profileColumns } from './columns';
import { ProfileSidebar, type ProfileTag } from './ProfileSidebar';

const defaults = { pageSize: 25, sort: [{ column: 'nome', dir: 'asc' as const }] };
/** The address parameter of the open profile dialog: `novo`, or the id being edited. */
const EDIT = 'editar';
const NEW = 'novo';
/** The address parameter of the open permission matrix: the profile's id. */
const PERMISSIONS = 'permissoes';

/** Props of {@link ProfileList}. */
export interface ProfileListProps {
  /** The status tag of the address (`/administrative/settings/tag/Ativo`), or none. @default null */
  readonly tag?: ProfileTag;
}

/**
 * `/administrative/settings` and its status tags: the profiles the caller may see in the side
 * panel layout, searched, sorted and paged on the server and exported; a profile's dialog
 * (create, rename, activate) and its permission matrix open over the list, named in the address
 * (`?editar=novo`, `?editar=3`, `?permissoes=3`), so they can be linked and Back closes them.
 */
export function ProfileList({ tag = null }: ProfileListProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  const links = useMemo(() => {
    const withParam = (name: string) => (id: number) => {
      const next = new URLSearchParams(params);
      next.set(name, String(id));
      return `?${next.toString()}`;
    };
    return { edit: withParam(EDIT), permissions: withParam(PERMISSIONS) };
  }, [params]);
  const columns = useMemo(() => profileColumns(t, locale, links), [t, locale, links]);
  const pageState = useMemo(
    () => ({
      ...list.state,
      filters: { ativo: tag === null ? undefined : tag === 'Ativo' },
    }),
    [list.state, tag],
  );
  const query = useQuery({
    ...profilePageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  const open = params.get(EDIT);
  const editing = open === NEW ? NEW : (filterNumber(open) ?? null);
  const permissionsOf = filterNumber(params.get(PERMISSIONS));
  const setParam = (name: string, value: string | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  };
  return (
    <LeftSidebarLayout
      sidebarLabel={t('profiles.sidebarLabel')}
      sidebar={
        <ProfileSidebar
          tag={tag}
          onAdd={() => {
            setParam(EDIT, NEW);
          }}
        />
      }
    >
      <ListView
        title={t('profiles.listTitle')}
        label={t('profiles.tableLabel')}
        listId="perfis"
        columns={columns}
        getRowId={(row) => row.id}
        query={query}
        list={list}
        searchPlaceholder={t('profiles.searchPlaceholder')}
        exportOf={() => ({
          operacao: LIST_OPERATION,
          consulta: toPagingRequest(pageState, 1),
          parametros: { paginar: false },
        })}
      />
      {editing !== null && (
        <ProfileDialog
          id={editing === NEW ? 'new' : editing}
          onClose={() => {
            setParam(EDIT, null);
          }}
        />
      )}
      {permissionsOf !== undefined && (
        <PermissionMatrix
          perfilId={permissionsOf}
          onClose={() => {
            setParam(PERMISSIONS, null);
          }}
        />
      )}
    </LeftSidebarLayout>
  );
}
