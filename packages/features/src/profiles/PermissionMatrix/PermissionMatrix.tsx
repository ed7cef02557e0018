import { useMemo, useState } from 'react';
import { SearchX } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, settle, unwrap } from '@emplacamento/api-client';
import { Button, EmptyState, Form, FormActions, SearchField, Stack, Text } from '@emplacamento/ui';
import { EntityDialog, useDialogLeave, type DialogLeave } from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';
import { paths, profileEventsOptions, profileOptions, type ProfileEvent } from '../api';
import { PermissionGroup } from './PermissionGroup';
import { groupEvents, toggleGroup } from './grouping';

/** Props of {@link PermissionMatrix}. */
export interface PermissionMatrixProps {
  /** The profile whose events are shown and saved. */
  readonly perfilId: number;
  readonly onClose: () => void;
}

/**
 * A profile's permission matrix in a dialog over the profiles list: every event of the system,
 * grouped by module, searchable, with "select all" per module; saved as a whole
 * (IncluirAtualizarPerfilEvento). An event the user does not hold is shown but locked: nobody
 * grants or withdraws what they do not hold, and the server refuses it too.
 */
export function PermissionMatrix({ perfilId, onClose }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const session = useSession();
  const events = useQuery(profileEventsOptions(session, perfilId));
  const profile = useQuery(profileOptions(session, perfilId));
  const title = profile.data
    ? t('profiles.permissionsOf', { nome: profile.data.nome })
    : t('profiles.permissionsTitle');
  return (
    <EntityDialog
      title={title}
      size="lg"
      isNew={false}
      entity={events}
      notFoundTitle={t('profiles.notFound')}
      onClose={onClose}
    >
      {(loaded, leave) =>
        loaded && (
          <MatrixForm
            key={perfilId}
            title={title}
            perfilId={perfilId}
            events={loaded}
            onClose={onClose}
            leave={leave}
          />
        )
      }
    </EntityDialog>
  );
}

interface MatrixFormProps {
  readonly title: string;
  readonly perfilId: number;
  readonly events: readonly ProfileEvent[];
  readonly onClose: () => void;
  readonly leave: DialogLeave;
}

/** A refused save in the user's language: the portal says the grant rule itself. */
function failureText(error: Error, t: TFunction): string {
  if (!(error instanceof ApiRequestError) || error.error.kind !== 'problem')
    return t('errors.genericText');
  if (error.error.status === 403) return t('profiles.permissionsRefused');
  const { detail } = error.error.problem;
  return detail === '' ? t('errors.genericText') : detail;
}

const selectedOf = (events: readonly ProfileEvent[]) =>
  new Set(events.filter((event) => event.selecionado === true).map((event) => event.id));

function MatrixForm({ title, perfilId, events, onClose, leave: leaveRef }: MatrixFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { ability } = useSessionState();
  const toasts = useToasts();
  const client = useQueryClient();
  const [initial] = useState(() => selectedOf(events));
  const [selected, setSelected] = useState<ReadonlySet<number>>(initial);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupEvents(events, search), [events, search]);
  const mayChange = (event: ProfileEvent) => ability.can('manage', event.codigo.toLowerCase());
  const dirty = selected.size !== initial.size || [...selected].some((id) => !initial.has(id));
  const save = useMutation({
    mutationFn: async () => {
      unwrap(
        await settle(
          session.clients.administration.POST(paths.saveEvents, {
            body: { perfilId, eventoIds: [...selected].sort((a, b) => a - b) },
          }),
        ),
      );
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: operationKey(paths.events, { perfilId }) });
      toasts.success(t('profiles.permissionsSaved'));
      onClose();
    },
  });
  const failure = save.error ? failureText(save.error, t) : undefined;
  const { leave, guards } = useDialogLeave(leaveRef, dirty && !save.isSuccess, onClose);
  const moduleName = (module: string) =>
    module === '' ? t('profiles.modules.geral') : t(`profiles.modules.${module}`, module);
  return (
    <>
      <Form
        aria-label={title}
        error={failure}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="6">
          <Stack gap="2">
            <SearchField
              label={t('profiles.searchPermissions')}
              showLabel
              value={search}
              onChange={setSearch}
            />
            <Text variant="small" tone="muted" aria-live="polite">
              {t('profiles.selectedCount', { count: selected.size, total: events.length })}
            </Text>
          </Stack>
          {groups.length === 0 ? (
            <EmptyState
              icon={<SearchX size={32} aria-hidden />}
              title={t('profiles.noPermissionFound')}
            />
          ) : (
            groups.map((group) => (
              <PermissionGroup
                key={group.module}
                group={group}
                title={moduleName(group.module)}
                selected={selected}
                searching={search.trim() !== ''}
                mayChange={mayChange}
                onToggle={(event, on) => {
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(event.id);
                    else next.delete(event.id);
                    return next;
                  });
                }}
                onToggleAll={(on) => {
                  setSelected((current) => toggleGroup(group, current, on, mayChange));
                }}
              />
            ))
          )}
          <FormActions>
            <Button variant="secondary" onPress={leave}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={save.isPending}>
              {t('actions.save')}
            </Button>
          </FormActions>
        </Stack>
      </Form>
      {guards}
    </>
  );
}
