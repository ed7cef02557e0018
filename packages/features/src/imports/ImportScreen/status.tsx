import type { TFunction } from 'i18next';
import { Badge, Spinner, type BadgeTone } from '@emplacamento/ui';
import type { ImportStatus } from '../api';

const tones: Record<ImportStatus, BadgeTone> = {
  Pendente: 'neutral',
  Processando: 'info',
  Concluida: 'success',
  ConcluidaComErros: 'warning',
  Falhou: 'danger',
  Cancelada: 'neutral',
};

/** An import's state, translated, in its colour (a spinner while it runs). */
export function ImportStatusBadge({ t, status }: { t: TFunction; status: ImportStatus }) {
  return (
    <Badge tone={tones[status]} dot={status !== 'Processando'}>
      {status === 'Processando' && <Spinner size="sm" label={null} />}
      {t(`imports.status${status}`)}
    </Badge>
  );
}

/** "12 s left" / "3 min left" from seconds, or null while unknown. */
export function etaText(t: TFunction, seconds: number | null): string | null {
  if (seconds === null) return null;
  return seconds < 90
    ? t('imports.etaSeconds', { segundos: Math.max(seconds, 0) })
    : t('imports.etaMinutes', { minutos: Math.round(seconds / 60) });
}
