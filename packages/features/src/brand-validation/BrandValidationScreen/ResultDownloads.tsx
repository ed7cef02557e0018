import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Inline } from '@emplacamento/ui';
import { saveBlob } from '../../kits/list';
import { useSession, useToasts } from '../../session/SessionProvider';
import { downloadFile, type ValidacaoMarca } from '../api';

type Format = 'xlsx' | 'csv';

/** The two result files of a finished validation (XLSX and CSV), from the file archive. */
export function ResultDownloads({ validacao }: { readonly validacao: ValidacaoMarca }) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const [pending, setPending] = useState<Format | null>(null);
  const ids: Record<Format, number | null | undefined> = {
    xlsx: validacao.ArquivoResultadoId,
    csv: validacao.ArquivoResultadoCsvId,
  };
  const download = async (formato: Format, id: number) => {
    setPending(formato);
    try {
      saveBlob(
        await downloadFile(session, id),
        `validacao-marca-${String(validacao.Id)}.${formato}`,
      );
      toasts.success(t('brandValidation.downloaded'));
    } catch {
      toasts.danger(t('brandValidation.downloadFailed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Inline gap="1" role="group" aria-label={t('brandValidation.resultOf', { id: validacao.Id })}>
      {(['xlsx', 'csv'] as const).map((formato) => {
        const id = ids[formato];
        return id === null || id === undefined ? null : (
          <Button
            key={formato}
            size="sm"
            variant="ghost"
            icon={<FileDown size={14} aria-hidden />}
            isPending={pending === formato}
            onPress={() => void download(formato, id)}
          >
            {formato === 'xlsx'
              ? t('brandValidation.downloadXlsx')
              : t('brandValidation.downloadCsv')}
          </Button>
        );
      })}
    </Inline>
  );
}
