import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceOf } from '@emplacamento/access';
import type { ApiRequestError } from '@emplacamento/api-client';
import {
  resolveLocale,
  savedViewLabels,
  validateSavedView,
  type Locale,
} from '@emplacamento/validators';
import { Stack, Switch, Text, TextField } from '@emplacamento/ui';
import { EntityFormDialog } from '../../kits/form';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';
import {
  FAVOURITES_PATH,
  VIEWS_PATH,
  saveView,
  type Visao,
  type VisaoEntrada,
} from './view-queries';

/** The permission event that lets a user share a view with the tenant. */
export const SHARE_EVENT = resourceOf('Emp_VisaoCompartilhada');

type Values = { Nome: string; Compartilhada: boolean };

const toValues = (view: Visao | undefined): Values => ({
  Nome: view?.Nome ?? '',
  Compartilhada: view?.Compartilhada ?? false,
});
const validate = (values: Values, locale: Locale) => validateSavedView(values, locale);

/** Props of {@link SaveViewDialog}. */
export interface SaveViewDialogProps {
  /**
   * A new view of the page shown (its report and address parts), or the view to rename or share
   * (its parts kept as saved).
   */
  readonly subject: { readonly parts: Omit<VisaoEntrada, 'Nome' | 'Compartilhada'> } | Visao;
  /** The view's period in words ("Último mês completo, recalculado a cada abertura"). */
  readonly period?: string;
  readonly onClose: () => void;
  /** After a save, with the view as saved. @default nothing more */
  readonly onSaved?: (view: Visao) => void;
}

/**
 * Saves the page's filters, period, comparison, arrangement and drill path under a name, or
 * renames and shares a saved view: the name (required, unique per owner: the server's refusal is
 * shown on the form), sharing with the tenant for a user whose profile allows it, and the period
 * as the view will keep it (relative, or the same dates always).
 */
export function SaveViewDialog({ subject, period, onClose, onSaved }: SaveViewDialogProps) {
  const { t, i18n } = useTranslation();
  const { clients } = useSession();
  const { ability } = useSessionState();
  const toasts = useToasts();
  const client = useQueryClient();
  const view = 'Id' in subject ? subject : undefined;
  // The dialog edits what the list already holds: nothing to read, the view is its own answer.
  const entity = useQuery<Visao, ApiRequestError>({
    queryKey: [VIEWS_PATH, 'dialog', view?.Id ?? 'new'],
    queryFn: () => {
      if (!view) throw new Error('A new view has nothing to read');
      return view;
    },
    initialData: view,
    enabled: false,
  });
  const mayShare = ability.can('manage', SHARE_EVENT) || (view?.Compartilhada ?? false);
  const label = savedViewLabels[resolveLocale(i18n.language)];
  return (
    <EntityFormDialog
      title={view ? t('savedViews.renameTitle') : t('savedViews.saveTitle')}
      isNew={view === undefined}
      entity={entity}
      notFoundTitle={t('savedViews.notFound')}
      onClose={onClose}
      toValues={toValues}
      validate={validate}
      save={(values) => {
        const parts = view
          ? {
              Relatorio: view.Relatorio,
              Filtros: view.Filtros,
              Periodo: view.Periodo,
              Endereco: view.Endereco,
            }
          : (subject as { parts: Omit<VisaoEntrada, 'Nome' | 'Compartilhada'> }).parts;
        return saveView(
          clients,
          { ...parts, Nome: values.Nome.trim(), Compartilhada: values.Compartilhada },
          view?.Id,
        );
      }}
      onSaved={(saved: Visao) => {
        void client.invalidateQueries({ queryKey: [VIEWS_PATH] });
        void client.invalidateQueries({ queryKey: [FAVOURITES_PATH] });
        toasts.success(view ? t('savedViews.updated') : t('savedViews.saved'));
        onSaved?.(saved);
      }}
    >
      {(form) => (
        <Stack gap="4">
          <TextField
            name="Nome"
            label={label.Nome}
            value={form.values.Nome}
            onChange={(value) => {
              form.set('Nome', value);
            }}
            isInvalid={form.errors.Nome !== undefined}
            errorMessage={form.errors.Nome}
            isRequired
            maxLength={80}
          />
          {period && (
            <Text variant="small" tone="muted">
              {period}
            </Text>
          )}
          {mayShare && (
            <Stack gap="1">
              <Switch
                isSelected={form.values.Compartilhada}
                onChange={(on) => {
                  form.set('Compartilhada', on);
                }}
              >
                {t('savedViews.shared')}
              </Switch>
              <Text variant="small" tone="muted">
                {t('savedViews.sharedHint')}
              </Text>
            </Stack>
          )}
        </Stack>
      )}
    </EntityFormDialog>
  );
}
