import { useEffect, useState } from 'react';
import { Eye, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Inline } from '@emplacamento/ui';
import { saveBlob } from '../../kits/list';
import { useSession, useToasts } from '../../session/SessionProvider';
import { letterPdf } from '../api';

/** Props of {@link LetterPdf}. */
export interface LetterPdfProps {
  /** The letter's PDF in the file archive. */
  readonly arquivoId: number;
  /** The dealership the letter went to (the buttons' and the preview's names). */
  readonly empresa: string;
}

/**
 * A sent letter's PDF, from the file archive: seen in a dialog (the browser's PDF viewer) or
 * saved. The file is read when asked for, with the user's token, never through a public link.
 */
export function LetterPdf({ arquivoId, empresa }: LetterPdfProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const [pending, setPending] = useState<'view' | 'save' | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const read = async (action: 'view' | 'save') => {
    setPending(action);
    try {
      const pdf = await letterPdf(session, arquivoId);
      if (action === 'save') saveBlob(pdf, `carta-cobranca-${String(arquivoId)}.pdf`);
      else setPreview(URL.createObjectURL(pdf));
    } catch {
      toasts.danger(t('billing.letterFailed'));
    } finally {
      setPending(null);
    }
  };
  const title = t('billing.letterOf', { empresa });
  return (
    <>
      <Inline gap="1" role="group" aria-label={title}>
        <Button
          size="sm"
          variant="ghost"
          icon={<Eye size={14} aria-hidden />}
          isPending={pending === 'view'}
          onPress={() => void read('view')}
        >
          {t('billing.letterView')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<FileDown size={14} aria-hidden />}
          isPending={pending === 'save'}
          onPress={() => void read('save')}
        >
          {t('billing.letterDownload')}
        </Button>
      </Inline>
      <Dialog
        title={title}
        size="lg"
        isOpen={preview !== null}
        onOpenChange={(open) => {
          if (!open) setPreview(null);
        }}
      >
        {preview && (
          <iframe
            title={title}
            src={preview}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
      </Dialog>
    </>
  );
}
