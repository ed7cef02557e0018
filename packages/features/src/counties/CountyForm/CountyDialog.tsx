import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { municipalityServerMessage, resolveLocale } from '@emplacamento/validators';
import { Button, Form, FormActions, Badge, Stack, Text, Inline } from '@emplacamento/ui';
import {
  serverRuleTranslator,
  useEntityForm,
  EntityDialog,
  useDialogLeave,
  type DialogLeave,
} from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { paths as areaPaths } from '../../influence-areas/api';
import { paths as regionPaths } from '../../regions/api';
import { countyOptions, paths, type County } from '../api';
import { CountyFields } from './CountyFields';
import { toPayload, toValues, validateValues, type CountyValues } from './values';

/** Props of {@link CountyDialog}. */
export interface CountyDialogProps {
  /** The municipality to edit (its IBGE code). */
  readonly id: number;
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/**
 * The edit of a municipality's editable fields (name, population, influence area and so its
 * region) in a dialog over the list: the IBGE municipalities are fixed, so there is no add. Loads
 * the municipality (skeleton, 403, 404, error with retry), checks the shared rules, and asks
 * before dropping unsaved changes.
 */
export function CountyDialog({ id, onClose }: CountyDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const entity = useQuery(countyOptions(session, id));
  const title = t('counties.editTitle');
  return (
    <EntityDialog
      title={title}
      isNew={false}
      entity={entity}
      notFoundTitle={t('counties.notFound')}
      onClose={onClose}
    >
      {(county, leave) =>
        county && (
          <FormBody key={id} title={title} county={county} onClose={onClose} leave={leave} />
        )
      }
    </EntityDialog>
  );
}

interface FormBodyProps {
  readonly title: string;
  readonly county: County;
  readonly onClose: () => void;
  /** Where the form puts what closing the dialog does while it is shown. */
  readonly leave: DialogLeave;
}

function FormBody({ title, county, onClose, leave: leaveRef }: FormBodyProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const locale = resolveLocale(i18n.language);
  const initial = useMemo(() => toValues(county), [county]);
  const validate = useMemo(
    () => (values: CountyValues) => validateValues(values, locale),
    [locale],
  );
  const translateServerRule = useMemo(
    () => serverRuleTranslator(['area_inexistente'], municipalityServerMessage, locale),
    [locale],
  );
  const form = useEntityForm({
    initial,
    validate,
    translateServerRule,
    save: async (values: CountyValues) =>
      unwrap(
        await settle(
          session.clients.coverageAreas.PUT(paths.alter, { body: toPayload(county.Id, values) }),
        ),
      ),
    onSaved: (saved) => {
      void client.invalidateQueries({ queryKey: operationKey(paths.list) });
      // A new area changes the counts of areas and regions, and the municipalities they list.
      for (const path of [
        areaPaths.list,
        areaPaths.municipalities,
        regionPaths.list,
        regionPaths.municipalities,
      ])
        void client.invalidateQueries({ queryKey: operationKey(path) });
      client.setQueryData(operationKey(paths.one, { id: saved.Id }), saved);
      toasts.success(t('counties.updated'));
      onClose();
    },
  });
  const { leave, guards } = useDialogLeave(leaveRef, form.dirty, onClose);
  return (
    <>
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
          <Inline gap="2">
            <Text variant="small" tone="muted">
              {t('counties.fixed', { uf: county.Sigla, ibge: county.CodigoIbge })}
            </Text>
            {county.Capital === true && <Badge>{t('counties.capital')}</Badge>}
          </Inline>
          <CountyFields form={form} county={county} />
          <FormActions>
            <Button variant="secondary" onPress={leave}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending}>
              {t('actions.save')}
            </Button>
          </FormActions>
        </Stack>
      </Form>
      {guards}
    </>
  );
}
