import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { apiMutationOptions } from '@emplacamento/api-client/query';
import { Button, Menu, MenuItem } from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import { downloadInFrame, type ExportFormat, type ExportRequest } from './export-file';

/** Props of {@link ExportMenu}. */
export interface ExportMenuProps {
  /** The list call to export and the visible columns with their titles. */
  readonly request: () => ExportRequest;
  /** Where the link is opened; stories and tests pass their own. @default a hidden frame */
  readonly download?: (url: string) => void;
}

/** "Exportar": CSV or XLSX of every row the list's search and filters find, visible columns only. */
export function ExportMenu({ request, download = downloadInFrame }: ExportMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const prepare = useMutation(
    apiMutationOptions((formato: ExportFormat) =>
      session.clients.general.POST('/api/Geral/Exportacao', { body: { ...request(), formato } }),
    ),
  );
  return (
    <Menu
      placement="bottom end"
      trigger={
        <Button
          variant="secondary"
          size="sm"
          isPending={prepare.isPending}
          icon={<Download size={16} aria-hidden />}
        >
          {prepare.isPending ? t('listKit.exporting') : t('listKit.export')}
        </Button>
      }
      onAction={(key) => {
        prepare.mutate(key === 'xlsx' ? 'xlsx' : 'csv', {
          onSuccess: (answer) => {
            download(
              answer.url.startsWith('/')
                ? `${session.services.general.replace(/\/$/, '')}${answer.url}`
                : answer.url,
            );
          },
          onError: (error) => {
            const detail = error.error.kind === 'problem' ? error.error.problem.detail : undefined;
            toasts.danger(t('listKit.exportFailed'), detail ?? t('errors.genericText'));
          },
        });
      }}
    >
      <MenuItem id="csv">{t('listKit.exportCsv')}</MenuItem>
      <MenuItem id="xlsx">{t('listKit.exportXlsx')}</MenuItem>
    </Menu>
  );
}
