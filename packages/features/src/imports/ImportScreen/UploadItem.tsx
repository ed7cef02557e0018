import { RefreshCw, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Inline, Link, ProgressBar, Stack, Text } from '@emplacamento/ui';
import { RUNNING, type Importacao } from '../api';
import type { ImportProgress } from '../use-import-progress';
import { ReportButtons } from './ReportButtons';
import { ImportStatusBadge, etaText } from './status';

/** One file the user sent on this screen, from upload to the end of its import. */
export type Upload =
  | { readonly key: string; readonly nome: string; readonly phase: 'enviando' }
  | { readonly key: string; readonly nome: string; readonly phase: 'falhou'; readonly erro: string }
  | {
      readonly key: string;
      readonly nome: string;
      readonly phase: 'duplicada';
      readonly guid: string;
      readonly erro: string;
      /** The live import of the same content. */
      readonly primeiraId: number | null;
      readonly substituindo: boolean;
    }
  | {
      readonly key: string;
      readonly nome: string;
      readonly phase: 'importando';
      readonly importacao: Importacao;
    };

/** Props of {@link UploadItem}. */
export interface UploadItemProps {
  readonly upload: Upload;
  /** The screen's address, where an earlier import opens. */
  readonly route: string;
  /** The import's live marker, once it has one. */
  readonly progress: ImportProgress | undefined;
  readonly onReplace: (upload: Upload) => void;
  readonly onDismiss: (upload: Upload) => void;
  readonly onCancel: (importacao: Importacao) => void;
}

/** A file's row: its progress bar and counters, or why it stopped and what the user can do. */
export function UploadItem({
  upload,
  route,
  progress,
  onReplace,
  onDismiss,
  onCancel,
}: UploadItemProps) {
  const { t } = useTranslation();
  const dismiss = (
    <IconButton
      size="sm"
      variant="ghost"
      label={t('imports.dismiss', { nome: upload.nome })}
      icon={<X size={16} aria-hidden />}
      onPress={() => {
        onDismiss(upload);
      }}
    />
  );
  if (upload.phase === 'enviando')
    return <ProgressBar label={`${upload.nome} — ${t('imports.uploading')}`} isIndeterminate />;
  if (upload.phase === 'falhou')
    return (
      <Inline gap="2" justifyContent="space-between">
        <Text as="span" tone="danger" role="alert" style={{ overflowWrap: 'anywhere' }}>
          {upload.erro}
        </Text>
        {dismiss}
      </Inline>
    );
  if (upload.phase === 'duplicada')
    return (
      <Stack gap="2">
        <Inline gap="2" justifyContent="space-between">
          <Text as="span" role="alert" style={{ overflowWrap: 'anywhere' }}>
            {upload.erro}
          </Text>
          {dismiss}
        </Inline>
        <Inline gap="3">
          {upload.primeiraId !== null && (
            <Link href={`${route}?importacao=${String(upload.primeiraId)}`}>
              {t('imports.seeFirst', { id: upload.primeiraId })}
            </Link>
          )}
          <Button
            size="sm"
            variant="secondary"
            icon={<RefreshCw size={14} aria-hidden />}
            isDisabled={upload.substituindo}
            onPress={() => {
              onReplace(upload);
            }}
          >
            {t('imports.replace')}
          </Button>
        </Inline>
        <Text variant="small" tone="muted">
          {t('imports.replaceHint')}
        </Text>
      </Stack>
    );
  const row = upload.importacao;
  const status = progress?.status ?? row.Status;
  const running = RUNNING.includes(status);
  const lidas = progress?.linhasLidas ?? row.LinhasProcessadas ?? 0;
  const importadas = progress?.linhasImportadas ?? row.LinhasImportadas ?? 0;
  const rejeitadas = progress?.linhasRejeitadas ?? row.LinhasComErro ?? 0;
  const eta = status === 'Processando' ? etaText(t, progress?.etaSegundos ?? null) : null;
  return (
    <Stack gap="2">
      <ProgressBar
        label={upload.nome}
        value={progress?.progresso ?? row.Progresso}
        danger={status === 'Falhou'}
      />
      <Inline gap="3" justifyContent="space-between">
        <Inline gap="3">
          <ImportStatusBadge t={t} status={status} />
          <Text as="span" variant="small">
            {t('imports.counts', { lidas, importadas, rejeitadas })}
          </Text>
          {status === 'Processando' && progress && (
            <Text as="span" variant="small" tone="muted">
              {t('imports.rate', { linhas: progress.linhasPorSegundo })}
              {eta ? ` · ${eta}` : ''}
            </Text>
          )}
        </Inline>
        <Box display="flex" gap="1" alignItems="center">
          {running && (
            <Button
              size="sm"
              variant="ghost"
              icon={<XCircle size={14} aria-hidden />}
              onPress={() => {
                onCancel(row);
              }}
            >
              {t('imports.cancel', { nome: upload.nome })}
            </Button>
          )}
          {!running && rejeitadas > 0 && <ReportButtons id={row.Id} nome={upload.nome} />}
          {!running && dismiss}
        </Box>
      </Inline>
    </Stack>
  );
}
