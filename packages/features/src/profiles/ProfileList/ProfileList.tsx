import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { LeftSidebarLayout } from '@emplacamento/ui';
import { ListView, useEditInAddress, useListState } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { LIST_OPERATION, profilePageOptions } from '../api';
import { PermissionMatrix } from '../PermissionMatrix';
import { ProfileDialog } from '../ProfileForm';
import { profileColumns } from './columns';
import { ProfileSidebar, type ProfileTag } from './ProfileSidebar';

const defaults = { pageSize: 25, sort: [{ column: 'nome', dir: 'asc' as const }] };
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
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  const edit = useEditInAddress();
  const permissions = useEditInAddress(PERMISSIONS);
  const links = useMemo(
    () => ({ edit: edit.editHref, permissions: permissions.editHref }),
    [edit.editHref, permissions.editHref],
  );
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
  const permissionsOf = typeof permissions.editing === 'number' ? permissions.editing : undefined;
  return (
    <LeftSidebarLayout
      sidebarLabel={t('profiles.sidebarLabel')}
      sidebar={<ProfileSidebar tag={tag} onAdd={edit.openNew} />}
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
      {edit.editing !== null && <ProfileDialog id={edit.editing} onClose={edit.close} />}
      {permissionsOf !== undefined && (
        <PermissionMatrix perfilId={permissionsOf} onClose={permissions.close} />
      )}
    </LeftSidebarLayout>
  );
}
