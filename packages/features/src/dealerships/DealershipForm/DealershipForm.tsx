import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  dealershipServerMessage,
  isValidCnpj,
  parseCnpj,
  resolveLocale,
  type DealershipServerRule,
} from '@emplacamento/validators';
import { Button, Card, Form, FormActions, Link, SkeletonText, Stack, Text } from '@emplacamento/ui';
import {
  EntityLoadFailure,
  serverRuleTranslator,
  UnsavedChangesDialog,
  useEntityForm,
  useReturnAfterSave,
  useUnsavedGuard,
  type SubmitEvent,
} from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { dealershipOptions, documentOptions, paths, type Dealership } from '../api';
import { DealershipFields } from './DealershipFields';
import { toPayload, toValues, validateValues, type DealershipValues } from './values';

const LIST = '/admin-panel/dealerships/list';
const serverRules: DealershipServerRule[] = [
  'cnpj_unico',
  'codigo_unico',
  'municipio_fora_do_estado',
];

/** Props of {@link DealershipForm}. */
export interface DealershipFormProps {
  /** The dealership to edit; absent for a new one (add and edit share this screen). */
  readonly id?: number;
}

/**
 * `/admin-panel/dealerships/add` and `/edit/{id}`: every field of the dealership, checked with
 * the same rules the API applies; the reference form screen every other copies.
 */
export function DealershipForm({ id }: DealershipFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const entity = useQuery({
    ...dealershipOptions(session, id ?? 0),
    enabled: id !== undefined,
  });
  if (id !== undefined && entity.isPending) {
    return (
      <Card aria-label={t('routes.admin-panel-dealerships-edit')}>
        <SkeletonText lines={10} label={t('actions.loading')} />
      </Card>
    );
  }
  if (entity.isError) {
    return (
      <Card aria-label={t('routes.admin-panel-dealerships-edit')}>
        <EntityLoadFailure
          error={entity.error}
          notFoundTitle={t('dealerships.notFound')}
          onRetry={() => void entity.refetch()}
        />
      </Card>
    );
  }
  return <DealershipFormBody key={id ?? 'nova'} dealership={entity.data} />;
}

function DealershipFormBody({ dealership }: { readonly dealership: Dealership | undefined }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const navigate = useNavigate();
  const locale = resolveLocale(i18n.language);
  const initial = useMemo(() => toValues(dealership), [dealership]);
  const validate = useMemo(
    () => (values: DealershipValues) => validateValues(values, locale),
    [locale],
  );
  const form = useEntityForm({
    initial,
    validate,
    save: async (values: DealershipValues) => {
      const body = toPayload(values);
      const call = dealership
        ? session.clients.business.PUT(paths.update, { body: { ...body, Id: dealership.Id } })
        : session.clients.business.POST(paths.create, { body });
      return unwrap(await settle(call));
    },
    onSaved: (saved) => {
      void client.invalidateQueries({ queryKey: operationKey(paths.list) });
      client.setQueryData(operationKey(paths.one, { id: saved.Id }), saved);
      toasts.success(dealership ? t('dealerships.updated') : t('dealerships.created'));
      returnToList();
    },
    translateServerRule: serverRuleTranslator(serverRules, dealershipServerMessage, locale),
  });
  const returnToList = useReturnAfterSave(form.dirty, LIST);
  const { blocker } = useUnsavedGuard(form.dirty);

  // The CNPJ's holder, looked up as it is typed: another dealership holding it is the CNPJ's
  // error at once, and saving stops on it (as the server would refuse), with a way to that one.
  const cnpj = parseCnpj(form.values.CNPJ);
  const lookup = useQuery({
    ...documentOptions(session, cnpj),
    enabled: cnpj.length === 14 && isValidCnpj(cnpj) && cnpj !== dealership?.CNPJ,
  });
  const holder = lookup.data;
  const taken =
    holder?.EmpresaId && holder.EmpresaId !== dealership?.Id
      ? { id: holder.EmpresaId, nome: holder.Nome }
      : null;
  const onSubmit = (event: SubmitEvent) => {
    if (!taken) {
      form.onSubmit(event);
      return;
    }
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>('input[name="CNPJ"]')?.focus();
  };
  let cnpjNote: ReactNode;
  if (taken) {
    cnpjNote = (
      <Link href={`/admin-panel/dealerships/edit/${String(taken.id)}`}>
        {t('dealerships.openHolder', { nome: taken.nome })}
      </Link>
    );
  } else if (holder) {
    cnpjNote = t('dealerships.lookupFound', { nome: holder.Nome });
  } else if (holder === null) {
    cnpjNote = t('dealerships.lookupNone');
  }
  // What the look-up knows fills what is still empty, once per CNPJ.
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (holder && !holder.EmpresaId && filledFor !== cnpj) {
    setFilledFor(cnpj);
    if (form.values.RazaoSocial.trim() === '') form.merge({ RazaoSocial: holder.Nome });
  }

  const title = dealership
    ? t('routes.admin-panel-dealerships-edit')
    : t('routes.admin-panel-dealerships-add');
  return (
    // The shell's header shows the route's title as the page's h1; the card names what is edited.
    <Card aria-label={title} title={dealership?.NomeFantasia}>
      <Form
        onSubmit={onSubmit}
        validationBehavior="aria"
        error={form.formError ?? undefined}
        aria-label={title}
      >
        <Stack gap="6">
          <Text variant="small" tone="muted">
            {t('formKit.requiredHint')}
          </Text>
          <DealershipFields
            form={form}
            dealership={dealership}
            cnpjNote={cnpjNote}
            cnpjError={taken ? t('dealerships.lookupKnown', { nome: taken.nome }) : undefined}
          />
          <FormActions>
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
    </Card>
  );
}
