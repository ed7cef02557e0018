import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiQueryOptions } from '@emplacamento/api-client/query';
import {
  EntityFormDialog,
  type EntityForm,
  type EntityFormDialogProps,
  type FormValues,
} from '../../kits/form';
import { useSession, useToasts } from '../../session/SessionProvider';
import type { Session } from '../../session/session';
import { invalidateCatalogue } from '../api';

/** The i18n keys of one kind of the catalogue's entities, with `{{nome}}` in the two toasts. */
export interface CatalogueDialogKeys {
  readonly addTitle: ParseKeys;
  readonly editTitle: ParseKeys;
  readonly notFound: ParseKeys;
  readonly created: ParseKeys;
  readonly updated: ParseKeys;
}

/** Props of {@link CatalogueDialog}. */
export interface CatalogueDialogProps<
  T extends { readonly Id: number; readonly Nome: string },
  V extends FormValues,
> extends Pick<
  EntityFormDialogProps<T, V, T>,
  'toValues' | 'validate' | 'translateServerRule' | 'onClose'
> {
  /** The entity to edit, or `new` for a new one (add and edit share the dialog). */
  readonly id: number | 'new';
  /** The read of one entity (its key also holds the saved entity). */
  readonly one: (session: Session, id: number) => ApiQueryOptions<T, QueryKey>;
  /** Creates (no entity) or updates (the one being edited) from the values; answers the saved. */
  readonly write: (session: Session, values: V, entity: T | undefined) => Promise<T>;
  readonly keys: CatalogueDialogKeys;
  /** The entity's fields. */
  readonly children: (form: EntityForm<V>) => ReactNode;
}

/**
 * Add and edit of one entity of the vehicle catalogue (manufacturer, model, segment) in a dialog
 * over its tab: the form kit's dialog loads it, checks the shared rules and asks before dropping
 * changes; a save refreshes the catalogue's lists and the entity's read, and says so in a toast.
 */
export function CatalogueDialog<
  T extends { readonly Id: number; readonly Nome: string },
  V extends FormValues,
>({ id, one, write, keys, children, ...form }: CatalogueDialogProps<T, V>) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const entity = useQuery({ ...one(session, id === 'new' ? 0 : id), enabled: id !== 'new' });
  return (
    <EntityFormDialog
      {...form}
      title={id === 'new' ? t(keys.addTitle) : t(keys.editTitle)}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t(keys.notFound)}
      save={(values, existing) => write(session, values, existing)}
      onSaved={(saved, existing) => {
        invalidateCatalogue(client);
        client.setQueryData(one(session, saved.Id).queryKey, saved);
        toasts.success(t(existing ? keys.updated : keys.created, { nome: saved.Nome }));
      }}
    >
      {children}
    </EntityFormDialog>
  );
}
