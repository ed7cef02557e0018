import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Box, Card, Skeleton, Stack, Text } from '@emplacamento/ui';
import { billingFormat, type BillingFormat } from '../format';
import type { BillingEvent, BillingLogLine } from '../use-billing-log';
import { LetterPdf } from './LetterPdf';

/** A list without bullets or indent: each line is a row of its own. */
const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** An event in the reader's words. */
function sentence(t: TFunction, f: BillingFormat, e: BillingEvent): string {
  switch (e.tipo) {
    case 'Importacao':
      return t('billing.logImportacao', {
        arquivo: e.arquivoNome,
        importadas: e.linhasImportadas,
        erros: e.linhasComErro,
      });
    case 'Efetivacao':
      return t('billing.logEfetivacao', {
        mes: f.month(e),
        cobrancas: e.cobrancas,
        valor: f.money(e.valorTotal),
      });
    case 'Reabertura':
      return t('billing.logReabertura', { mes: f.month(e), motivo: e.motivo });
    case 'Carta':
      return t('billing.logCarta', {
        mes: f.month(e),
        empresa: e.empresa,
        para: e.para,
        valor: f.money(e.valor),
      });
    case 'Pagamento':
      return t('billing.logPagamento', {
        empresa: e.empresa,
        valor: f.money(e.valor),
        data: f.day(e.pagaEm),
      });
  }
}

/**
 * The billing log, live: every import, closing, reopening, letter and payment as the server
 * commits it; a letter's line opens its PDF. A polite live region, so a screen reader hears each letter go without losing its
 * place; null lines while the first read is on its way.
 */
export function BillingLog({ lines }: { readonly lines: readonly BillingLogLine[] | null }) {
  const { t, i18n } = useTranslation();
  const f = billingFormat(i18n.language);
  return (
    <Card title={t('billing.logTitle')}>
      {/* The live region is a div (axe allows no log role on a list), present even while empty
          so the first line is announced. */}
      <div role="log" aria-live="polite" aria-label={t('billing.logTitle')}>
        {lines === null ? (
          <Stack gap="2">
            <Skeleton height="1.25rem" />
            <Skeleton height="1.25rem" />
          </Stack>
        ) : lines.length === 0 ? (
          <Text tone="muted">{t('billing.logEmpty')}</Text>
        ) : (
          <Box as="ul" display="flex" flexDirection="column" gap="2" style={plainList}>
            {lines.map((line) => (
              <li key={line.id}>
                <Text style={{ overflowWrap: 'anywhere' }}>
                  <Text as="span" variant="small" tone="muted">
                    {f.instant(line.criadoEm)}
                  </Text>{' '}
                  {sentence(t, f, line.evento)}
                </Text>
                {line.evento.tipo === 'Carta' && line.evento.arquivoId !== null && (
                  <LetterPdf arquivoId={line.evento.arquivoId} empresa={line.evento.empresa} />
                )}
              </li>
            ))}
          </Box>
        )}
      </div>
    </Card>
  );
}
