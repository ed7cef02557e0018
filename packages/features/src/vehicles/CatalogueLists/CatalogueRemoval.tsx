import { useMemo, useState, type ReactElement } from 'react';
import type { ParseKeys } from 'i18next';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { settle, unwrap, type FetchOutcome } from '@emplacamento/api-client';
import { AlertDialog, IconButton } from '@emplacamento/ui';
import { problemText } from '../../data/problem-text';
import type { ListColumn } from '../../kits/list';
import { useToasts } from '../../session/SessionProvider';
import { invalidateCatalogue } from '../api';

type Removable = { readonly Id: number; readonly Nome: string };

/** What a catalogue tab's removal says and calls. */
export interface CatalogueRemovalOptions<Row extends Removable> {
  /** The removal call (it resolves to the client's result, refusals included). */
  readonly remove: (row: Row) => Promise<FetchOutcome<unknown>>;
  /**
   * The i18n keys of the row action's accessible name, the confirmation's title and text and the
   * success toast (each may say the row's `{{nome}}`).
   */
  readonly keys: {
    readonly label: ParseKeys;
    readonly title: ParseKeys;
    readonly text: ParseKeys;
    readonly removed: ParseKeys;
  };
}

/**
 * The removal of a catalogue row (manufacturers, segments): a row action, an `AlertDialog` that
 * asks first, then the call; the server's refusal (what still uses the row) in a toast.
 */
export function useCatalogueRemoval<Row extends Removable>(
  options: CatalogueRemovalOptions<Row>,
): { readonly column: ListColumn<Row>; readonly dialog: ReactElement } {
  const { t } = useTranslation();
  const toasts = useToasts();
  const client = useQueryClient();
  const [removing, setRemoving] = useState<Row | null>(null);
  const { keys } = options;
  const column = useMemo(
    (): ListColumn<Row> => ({
      id: 'acoes',
      field: 'Id',
      header: t('versions.actions'),
      exported: false,
      hideable: false,
      cell: (row) => (
        <IconButton
          label={t(keys.label, { nome: row.Nome })}
          icon={<Trash2 size={16} aria-hidden />}
          size="sm"
          onPress={() => {
            setRemoving(row);
          }}
        />
      ),
    }),
    [t, keys.label],
  );
  const remove = async (row: Row) => {
    try {
      unwrap(await settle(options.remove(row)));
    } catch (error) {
      // The server says why (what still uses the row).
      toasts.danger(
        t('catalogue.removeFailed'),
        problemText(error instanceof Error ? error : new Error(String(error)), t),
      );
      return;
    }
    invalidateCatalogue(client);
    toasts.success(t(keys.removed, { nome: row.Nome }));
  };
  const dialog = (
    <AlertDialog
      isOpen={removing !== null}
      onOpenChange={(open) => {
        if (!open) setRemoving(null);
      }}
      destructive
      title={t(keys.title)}
      confirmLabel={t('actions.delete')}
      onConfirm={async () => {
        if (removing) await remove(removing);
      }}
    >
      {t(keys.text, { nome: removing?.Nome ?? '' })}
    </AlertDialog>
  );
  return { column, dialog };
}
