import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Inline, Link, Skeleton, Stack, Table, Text } from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { RUNNING, importOptions, type Importacao } from '../api';
import { ReportButtons } from './ReportButtons';
import { ImportStatusBadge } from './status';

type Erro = NonNullable<Importacao['Erros']>[number];

/** Props of {@link ImportDetail}. */
export interface ImportDetailProps {
  readonly id: number;
  readonly onClose: () => void;
}

/**
 * One import opened from a link (the header bell's notification, a refused duplicate, the
 * history): its state, counts, ignored columns, the reason it failed and its first errors.
 */
export function ImportDetail({ id, onClose }: ImportDetailProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const query = useQuery(importOptions(session, id));
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const close = (
    <Button size="sm" variant="ghost" onPress={onClose}>
      {t('imports.detailClose')}
    </Button>
  );
  const title = t('imports.detailTitle', { id });
  if (query.isPending)
    return (
      <Card title={title} actions={close}>
        <Skeleton height="4rem" />
      </Card>
    );
  if (query.isError)
    return (
      <Card title={title} actions={close}>
        <Text tone="danger" role="alert">
          {query.error.error.kind === 'problem'
            ? query.error.error.problem.detail
            : t('imports.detailLoadFailed')}
        </Text>
      </Card>
    );
  const row = query.data;
  const erros = row.Erros ?? [];
  const ignoradas = row.ColunasIgnoradas ?? [];
  return (
    <Card title={title} subtitle={row.ArquivoNome} actions={close}>
      <Stack gap="3">
        <Inline gap="3">
          <ImportStatusBadge t={t} status={row.Status} />
          <Text as="span" variant="small">
            {t('imports.counts', {
              lidas: row.LinhasProcessadas ?? 0,
              importadas: row.LinhasImportadas ?? 0,
              rejeitadas: row.LinhasComErro ?? 0,
            })}
          </Text>
          {(row.VersoesNaoMapeadas ?? 0) > 0 && (
            <Link href="/admin-panel/vehicle-version">
              {t('imports.unmappedInImport', { count: row.VersoesNaoMapeadas ?? 0 })}
            </Link>
          )}
        </Inline>
        {row.Mensagem && <Text role="status">{row.Mensagem}</Text>}
        {ignoradas.length > 0 && (
          <Text variant="small" tone="muted">
            {t('imports.ignoredColumns', { colunas: ignoradas.join(', ') })}
          </Text>
        )}
        {erros.length > 0 && (
          <Stack gap="2">
            <Inline gap="2" justifyContent="space-between">
              <Text as="h3" variant="body">
                <strong>{t('imports.detailErrors')}</strong>
              </Text>
              {!RUNNING.includes(row.Status) && (
                <ReportButtons id={row.Id} nome={row.ArquivoNome} />
              )}
            </Inline>
            <Table<Erro>
              label={t('imports.detailErrors')}
              rows={erros}
              getRowId={(e) => `${String(e.Linha)}-${e.Coluna ?? ''}-${e.Mensagem}`}
              columns={[
                {
                  id: 'Linha',
                  header: t('imports.errLine'),
                  isRowHeader: true,
                  cell: (e) => n(e.Linha),
                },
                { id: 'Coluna', header: t('imports.errColumn'), cell: (e) => e.Coluna ?? '—' },
                { id: 'Valor', header: t('imports.errValue'), cell: (e) => e.Valor ?? '—' },
                { id: 'Mensagem', header: t('imports.errMessage'), cell: (e) => e.Mensagem },
              ]}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
