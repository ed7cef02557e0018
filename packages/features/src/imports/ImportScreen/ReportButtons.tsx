import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Inline } from '@emplacamento/ui';
import { saveBlob } from '../../kits/list';
import { useSession, useToasts } from '../../session/SessionProvider';
import { errorReport } from '../api';

type Format = 'csv' | 'xlsx';

/** The two downloads of an import's error report (CSV and XLSX), in the user's language. */
export function ReportButtons({ id, nome }: { id: number; nome: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const [pending, setPending] = useState<Format | null>(null);
  const download = async (formato: Format) => {
    setPending(formato);
    try {
      const blob = await errorReport(session, id, formato);
      saveBlob(blob, `erros-importacao-${String(id)}.${formato}`);
      toasts.success(t('imports.reportDownloaded'));
    } catch {
      toasts.danger(t('imports.reportFailed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Inline gap="1" role="group" aria-label={t('imports.reportOf', { nome })}>
      {(['csv', 'xlsx'] as const).map((formato) => (
        <Button
          key={formato}
          size="sm"
          variant="ghost"
          icon={<FileDown size={14} aria-hidden />}
          isPending={pending === formato}
          onPress={() => void download(formato)}
        >
          {formato === 'csv' ? t('imports.reportCsv') : t('imports.reportXlsx')}
        </Button>
      ))}
    </Inline>
  );
}
