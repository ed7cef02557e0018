import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@emplacamento/api-client';
import {
  Button,
  Card,
  DatePicker,
  FileDropZone,
  Inline,
  Select,
  Stack,
  Text,
  todayInPortal,
  type CalendarDate,
} from '@emplacamento/ui';
import { operationKey } from '../../data/keys';
// The list is read by the import's own readers: the same two formats.
import { ACCEPTED } from '../../imports/ImportScreen/use-uploads';
import { useSession, useToasts } from '../../session/SessionProvider';
import { paths, startValidation, typesOptions, uploadList, type TipoValidacao } from '../api';
import { periodHint, typeLabel } from '../labels';

/**
 * Starts a validation: the type (the ones this profile may start), a day inside the period and
 * the manufacturer's list; the list is uploaded, then the validation queued. A refusal shows the
 * server's own words, and nothing chosen is lost.
 */
export function StartCard() {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const types = useQuery(typesOptions(session));
  const [tipo, setTipo] = useState<TipoValidacao | null>(null);
  const [day, setDay] = useState<CalendarDate | null>(todayInPortal());
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const allowed = types.data ?? [];
  const chosen = tipo ?? allowed.find((o) => o.Id === 3)?.Id ?? allowed[0]?.Id ?? null;

  const start = async () => {
    setError(null);
    if (chosen === null || day === null || file === null) {
      setError(t('brandValidation.missingInput'));
      return;
    }
    setPending(true);
    try {
      const guid = await uploadList(session, file);
      const created = await startValidation(session, {
        Tipo: chosen,
        DataReferencia: day.toString(),
        ArquivoGuid: guid,
      });
      toasts.success(t('brandValidation.started', { id: created.Id }));
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: operationKey(paths.list) });
    } catch (thrown) {
      const e = thrown instanceof ApiRequestError ? thrown.error : undefined;
      setError(
        e?.kind === 'problem' && e.problem.detail
          ? e.problem.detail
          : t('brandValidation.startFailed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('brandValidation.startTitle')}>
      <Stack gap="4">
        <Inline gap="4" alignItems="flex-start">
          <div style={{ flex: '1 1 12rem', minWidth: '10rem', maxWidth: '18rem' }}>
            <Select
              label={t('brandValidation.type')}
              isDisabled={types.isPending || allowed.length === 0}
              options={allowed.map((o) => ({
                id: o.Id,
                label: typeLabel(t, o.Id),
              }))}
              value={chosen}
              onChange={(key: Key | null) => {
                if (key !== null) setTipo(Number(key) as TipoValidacao);
              }}
              description={chosen === null ? undefined : periodHint(t, chosen)}
            />
          </div>
          <div style={{ flex: '1 1 12rem', minWidth: '10rem', maxWidth: '18rem' }}>
            <DatePicker label={t('brandValidation.referenceDay')} value={day} onChange={setDay} />
          </div>
        </Inline>
        <FileDropZone
          label={t('brandValidation.fileLabel')}
          accept={ACCEPTED}
          multiple={false}
          files={file ? [{ id: 'lista', name: file.name, progress: pending ? 50 : 0 }] : []}
          onFilesAdded={(files) => {
            setFile(files[0] ?? null);
            setError(null);
          }}
          onRemove={() => {
            setFile(null);
          }}
        />
        <Text variant="small" tone="muted">
          {t('brandValidation.fileHint')}
        </Text>
        {error !== null && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Inline gap="2">
          <Button variant="primary" isPending={pending} onPress={() => void start()}>
            {t('brandValidation.start')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
