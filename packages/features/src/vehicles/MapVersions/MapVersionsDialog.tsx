import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { Button, ComboBox, Dialog, Form, FormActions, Stack, Text } from '@emplacamento/ui';
import { problemText } from '../../data/problem-text';
import { useSession, useToasts } from '../../session/SessionProvider';
import { invalidateVersions, paths, searchModels } from '../api';

/** A version to map: its id and what the dialog calls it. */
export interface VersionToMap {
  readonly Id: number;
  readonly Versao: string;
  readonly QuantidadeEmplacamentos?: number;
}

/** Props of {@link MapVersionsDialog}. */
export interface MapVersionsDialogProps {
  /** The versions to map: one (from its row) or those picked in the list. */
  readonly versions: readonly VersionToMap[];
  /** After the mapping (true) or when the user gives up (false). */
  readonly onClose: (mapped: boolean) => void;
}

/** How many names the dialog lists before saying "and N more". */
const SHOWN = 5;

/**
 * Maps versions to one model picked by name: one version through AtualizarUmaVersao, many at once
 * through AtualizarVersoes (all or nothing). The press of "Mapear" is the confirmation; the toast
 * says how many versions and registrations now count under the model.
 */
export function MapVersionsDialog({ versions, onClose }: MapVersionsDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const [modelo, setModelo] = useState<{ id: number; label: string } | null>(null);
  const [missing, setMissing] = useState(false);
  // The names of the models offered so far, so the toast names the one chosen.
  const offered = useRef(new Map<number, string>());
  const count = versions.length;
  const map = useMutation({
    mutationFn: async (modeloId: number) => {
      const [only] = versions;
      if (count === 1 && only) {
        const one = unwrap(
          await settle(
            session.clients.vehicles.PUT(paths.mapOne, {
              body: { Id: only.Id, ModeloId: modeloId },
            }),
          ),
        );
        return { Versoes: 1, Emplacamentos: one.QuantidadeEmplacamentos };
      }
      return unwrap(
        await settle(
          session.clients.vehicles.PUT(paths.mapMany, {
            body: { Ids: versions.map((v) => v.Id), ModeloId: modeloId },
          }),
        ),
      );
    },
    onSuccess: (result) => {
      invalidateVersions(client);
      toasts.success(
        t('versions.mappedResult', {
          count: result.Versoes,
          registrations: result.Emplacamentos,
          modelo: modelo?.label ?? '',
        }),
      );
      onClose(true);
    },
  });
  const title = t('versions.mapTitle', { count });
  const rest = count - SHOWN;
  return (
    <Dialog
      isOpen
      title={title}
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
    >
      <Form
        aria-label={title}
        error={map.error ? problemText(map.error, t) : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (modelo === null) setMissing(true);
          else map.mutate(modelo.id);
        }}
      >
        <Stack gap="4">
          <Text>{t('versions.mapText', { count })}</Text>
          <ul
            aria-label={t('versions.chosen')}
            style={{ margin: 0, paddingInlineStart: '1.25rem' }}
          >
            {versions.slice(0, SHOWN).map((v) => (
              <li key={v.Id} style={{ overflowWrap: 'anywhere' }}>
                {v.Versao}
              </li>
            ))}
            {rest > 0 ? <li>{t('versions.andMore', { count: rest })}</li> : null}
          </ul>
          <ComboBox
            label={t('versions.model')}
            description={t('versions.modelHint')}
            isRequired
            // The dialog says what is missing in its words, instead of the browser's bubble.
            validationBehavior="aria"
            loadOptions={async (typed) => {
              const found = await searchModels(client, session, typed);
              for (const option of found) offered.current.set(Number(option.id), option.label);
              return found;
            }}
            value={modelo?.id ?? null}
            onChange={(key) => {
              setMissing(false);
              const id = Number(key);
              setModelo(key === null ? null : { id, label: offered.current.get(id) ?? '' });
            }}
            isInvalid={missing}
            errorMessage={missing ? t('versions.modelRequired') : undefined}
          />
          <FormActions>
            <Button
              variant="secondary"
              onPress={() => {
                onClose(false);
              }}
            >
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={map.isPending}>
              {t('versions.mapCount', { count })}
            </Button>
          </FormActions>
        </Stack>
      </Form>
    </Dialog>
  );
}
