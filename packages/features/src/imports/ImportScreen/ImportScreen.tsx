import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Box, Card, FileDropZone, Stack, Text } from '@emplacamento/ui';
import { useAddressParams } from '../../kits/useAddressParams';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { RUNNING, cancelImport, paths, type Importacao } from '../api';
import { registrationImport, type ImportKind } from '../kinds';
import { useImportProgress } from '../use-import-progress';
import { ImportDetail } from './ImportDetail';
import { ImportHistory } from './ImportHistory';
import { UnmappedVersions } from './UnmappedVersions';
import { UploadItem } from './UploadItem';
import { ACCEPTED, useUploads } from './use-uploads';

/** A list without bullets or indent: each file is a row of its own. */
const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Props of {@link ImportScreen}. */
export interface ImportScreenProps {
  /** Which files the screen imports. @default registrationImport */
  readonly kind?: ImportKind;
}

/**
 * An import screen (`/admin-panel/import-emplacamento`, `/admin-panel/import-billing`): send files
 * (dropped or chosen, several at once), follow each import live (rows read, imported, rejected,
 * rows/s, time left), cancel one, download its error report, replace an earlier import of the same
 * registration file, see the versions still waiting for a model, and browse the history.
 */
export function ImportScreen({ kind = registrationImport }: ImportScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const progress = useImportProgress(kind.tipo);
  const { uploads, add, replace, dismiss, refreshHistory } = useUploads(kind);
  const [params, updateAddress] = useAddressParams();
  const [cancelling, setCancelling] = useState<Importacao | null>(null);
  const opened = /^\d+$/.test(params.get('importacao') ?? '')
    ? Number(params.get('importacao'))
    : null;

  // An import that ends changes the history, its own detail and the unmapped versions.
  const ended = useRef(new Set<number>());
  useEffect(() => {
    let fresh = false;
    for (const p of progress.values()) {
      if (!RUNNING.includes(p.status) && !ended.current.has(p.importacaoId)) {
        ended.current.add(p.importacaoId);
        fresh = true;
      }
    }
    if (fresh) {
      void refreshHistory();
      void queryClient.invalidateQueries({ queryKey: operationKey(paths.one) });
      void queryClient.invalidateQueries({ queryKey: operationKey(paths.versions) });
    }
  }, [progress, refreshHistory, queryClient]);

  const askCancel = useCallback((row: Importacao) => {
    setCancelling(row);
  }, []);
  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancelImport(session, cancelling.Id);
      toasts.success(t('imports.cancelled'));
    } catch {
      toasts.danger(t('imports.cancelFailed'));
    }
    void refreshHistory();
  };

  return (
    <Stack gap="6">
      {opened !== null && (
        <ImportDetail
          key={opened}
          id={opened}
          onClose={() => {
            updateAddress(
              (latest) => {
                latest.delete('importacao');
                return latest;
              },
              { replace: true },
            );
          }}
        />
      )}
      <Card aria-label={t('imports.uploadsTitle')}>
        <Stack gap="3">
          <FileDropZone
            label={t(kind.texts.dropLabel)}
            files={[]}
            accept={ACCEPTED}
            onFilesAdded={add}
          />
          <Text variant="small" tone="muted">
            {t(kind.texts.dropHint)}
          </Text>
          {uploads.length > 0 && (
            <Box
              as="ul"
              display="flex"
              flexDirection="column"
              gap="4"
              style={plainList}
              aria-label={t('imports.uploadsTitle')}
            >
              {uploads.map((upload) => (
                <li key={upload.key}>
                  <UploadItem
                    upload={upload}
                    route={kind.route}
                    progress={
                      upload.phase === 'importando' ? progress.get(upload.importacao.Id) : undefined
                    }
                    onReplace={replace}
                    onDismiss={dismiss}
                    onCancel={askCancel}
                  />
                </li>
              ))}
            </Box>
          )}
        </Stack>
      </Card>
      {kind.unmappedVersions && <UnmappedVersions />}
      <ImportHistory kind={kind} progress={progress} onCancel={askCancel} />
      <AlertDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('imports.cancelTitle')}
        confirmLabel={t('imports.cancelConfirm')}
        cancelLabel={t('imports.keepRunning')}
        destructive
        onConfirm={confirmCancel}
      >
        {t('imports.cancelText', { nome: cancelling?.ArquivoNome ?? '' })}
      </AlertDialog>
    </Stack>
  );
}
