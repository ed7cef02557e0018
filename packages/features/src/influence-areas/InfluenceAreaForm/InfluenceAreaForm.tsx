import { useMemo, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  influenceAreaServerMessage,
  resolveLocale,
  type InfluenceAreaServerRule,
} from '@emplacamento/validators';
import {
  AlertDialog,
  Button,
  Card,
  Form,
  FormActions,
  SkeletonText,
  Stack,
  Text,
} from '@emplacamento/ui';
import {
  EntityLoadFailure,
  serverRuleTranslator,
  UnsavedChangesDialog,
  useEntityForm,
  useReturnAfterSave,
  useUnsavedGuard,
} from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import {
  areaMunicipalitiesOptions,
  areaOptions,
  paths,
  type InfluenceArea,
  type Municipality,
} from '../api';
import { InfluenceAreaFields } from './InfluenceAreaFields';
import { toPayload, toValues, validateValues, type InfluenceAreaValues } from './values';

const LIST = '/admin-panel/area/list';
const serverRules: InfluenceAreaServerRule[] = ['codigo_unico', 'municipio_em_outra_area'];

/** Props of {@link InfluenceAreaForm}. */
export interface InfluenceAreaFormProps {
  /** The area to edit; absent for a new one (add and edit share this screen). */
  readonly id?: number;
}

/**
 * `/admin-panel/area/add` and `/edit/{id}`: an influence area's name, code, region and status,
 * and the municipalities it covers, checked with the same rules the API applies.
 */
export function InfluenceAreaForm({ id }: InfluenceAreaFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const editing = id !== undefined;
  const area = useQuery({ ...areaOptions(session, id ?? 0), enabled: editing });
  const covered = useQuery({ ...areaMunicipalitiesOptions(session, id ?? 0), enabled: editing });
  const name = t(editing ? 'routes.admin-panel-area-edit' : 'routes.admin-panel-area-add');
  const failed = area.error ?? covered.error;
  if (failed) {
    return (
      <Card aria-label={name}>
        <EntityLoadFailure
          error={failed}
          notFoundTitle={t('influenceAreas.notFound')}
          onRetry={() => {
            void area.refetch();
            void covered.refetch();
          }}
        />
      </Card>
    );
  }
  if (editing && (area.isPending || covered.isPending)) {
    return (
      <Card aria-label={name}>
        <SkeletonText lines={8} label={t('actions.loading')} />
      </Card>
    );
  }
  return (
    <InfluenceAreaFormBody key={id ?? 'nova'} area={area.data} original={covered.data ?? []} />
  );
}

interface BodyProps {
  readonly area: InfluenceArea | undefined;
  readonly original: readonly Municipality[];
}

function InfluenceAreaFormBody({ area, original }: BodyProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const navigate = useNavigate();
  const locale = resolveLocale(i18n.language);
  const initial = useMemo(() => toValues(area), [area]);
  const validate = useMemo(
    () => (values: InfluenceAreaValues) => validateValues(values, locale),
    [locale],
  );
  const [confirming, setConfirming] = useState(false);
  // Every read of areas and municipalities may have changed after a write.
  const refresh = () => {
    void client.invalidateQueries({ queryKey: operationKey(paths.list) });
    void client.invalidateQueries({ queryKey: operationKey(paths.municipalities) });
  };
  const form = useEntityForm({
    initial,
    validate,
    save: async (values: InfluenceAreaValues) => {
      const body = toPayload(values);
      const call = area
        ? session.clients.coverageAreas.PUT(paths.update, { body: { ...body, Id: area.Id } })
        : session.clients.coverageAreas.POST(paths.create, { body });
      return unwrap(await settle(call));
    },
    onSaved: (saved) => {
      refresh();
      client.setQueryData(operationKey(paths.one, { areaInfluenciaId: saved.Id }), saved);
      toasts.success(area ? t('influenceAreas.updated') : t('influenceAreas.created'));
      returnToList();
    },
    translateServerRule: serverRuleTranslator(serverRules, influenceAreaServerMessage, locale),
  });
  const returnToList = useReturnAfterSave(form.dirty, LIST);
  const { blocker, allow } = useUnsavedGuard(form.dirty);

  const remove = async () => {
    if (!area) return;
    try {
      unwrap(
        await settle(
          session.clients.coverageAreas.DELETE(paths.remove, {
            params: { query: { areaInfluenciaId: area.Id } },
          }),
        ),
      );
    } catch {
      toasts.danger(t('influenceAreas.deleteFailed'));
      return;
    }
    refresh();
    toasts.success(t('influenceAreas.removed'));
    // The area is gone: what was typed on it has nowhere to be saved.
    allow();
    void navigate(LIST);
  };

  const title = t(area ? 'routes.admin-panel-area-edit' : 'routes.admin-panel-area-add');
  return (
    // The shell's header shows the route's title as the page's h1; the card names what is edited.
    <Card aria-label={title} title={area?.Nome}>
      <Form
        onSubmit={form.onSubmit}
        validationBehavior="aria"
        error={form.formError ?? undefined}
        aria-label={title}
      >
        <Stack gap="6">
          <Text variant="small" tone="muted">
            {t('formKit.requiredHint')}
          </Text>
          <InfluenceAreaFields form={form} original={original} />
          <FormActions>
            {area ? (
              <Button
                variant="ghost"
                icon={<Trash2 size={16} aria-hidden />}
                onPress={() => {
                  setConfirming(true);
                }}
              >
                {t('influenceAreas.delete')}
              </Button>
            ) : null}
            <Button variant="secondary" onPress={() => void navigate(LIST)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending}>
              {t('actions.save')}
            </Button>
          </FormActions>
        </Stack>
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        destructive
        title={t('influenceAreas.deleteTitle')}
        confirmLabel={t('actions.delete')}
        onConfirm={remove}
      >
        {t('influenceAreas.deleteText', { nome: area?.Nome ?? '' })}
      </AlertDialog>
    </Card>
  );
}
