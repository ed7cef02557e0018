import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Inline } from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import { errorReport } from '../api';

type Format = 'csv' | 'xlsx';

/** Saves a blob under `name` through a temporary link (the report needs the session's token). */
function save(blob: Blob, name: string, doc: Document) {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the bytes to the browser's download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

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
      save(blob, `erros-importacao-${String(id)}.${formato}`, document);
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
