import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, Inline, Text } from '@emplacamento/ui';
import { useSessionState } from '../../session/SessionProvider';
import { usePendingWatch } from './use-pending-watch';

/**
 * Tells a dealership's user that the dealership owes a charge past its due date (its
 * PendenciaFinanceira, kept current live: it goes as soon as a payment clears it). A status, not an
 * alert: it is read with the page, not announced over what the user is doing. Nothing for anyone
 * else.
 */
export function PendingBanner() {
  const { t } = useTranslation();
  const { user } = useSessionState();
  usePendingWatch(user?.empresaId);
  if (user?.pendenciaFinanceira !== true) return null;
  return (
    <div role="status" style={{ marginBottom: '1rem' }}>
      <Card>
        <Inline gap="3" alignItems="flex-start" style={{ flexWrap: 'nowrap' }}>
          <AlertTriangle size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text style={{ overflowWrap: 'anywhere' }}>{t('billing.pendingBanner')}</Text>
        </Inline>
      </Card>
    </div>
  );
}
