import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AlertDialog, Stack } from '@emplacamento/ui';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { RUNNING, paths, removeValidation, type ValidacaoMarca } from '../api';
import { useValidationLog, type LogLine } from '../use-validation-log';
import { LiveLog } from './LiveLog';
import { StartCard } from './StartCard';
import { ValidationList } from './ValidationList';
import { ValidationResult } from './ValidationResult';

/**
 * `/admin-panel/brand-validation`: start a validation of the tenant's own-brand registrations
 * against the manufacturer's list (type, a day of the period, the file), follow every validation
 * live in the brand validation log and in the list, open a result (`?validacao=`) with its
 * differences, download its files, remove one.
 */
export function BrandValidationScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const lines = useValidationLog();
  const [removing, setRemoving] = useState<ValidacaoMarca | null>(null);
  const opened = /^\d+$/.test(params.get('validacao') ?? '')
    ? Number(params.get('validacao'))
    : null;
  const live = useMemo(() => {
    const byId = new Map<number, LogLine>();
    for (const line of lines ?? [])
      if (!byId.has(line.validacaoId)) byId.set(line.validacaoId, line);
    return byId;
  }, [lines]);

  // A validation that ends changes the list and its own result; the ones already ended when the
  // log is first read change nothing (refetching them would only make the screen flicker).
  const ended = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (lines === null) return;
    const first = ended.current === null;
    const seen = (ended.current ??= new Set<number>());
    let fresh = false;
    for (const line of live.values()) {
      if (!RUNNING.includes(line.status) && !seen.has(line.validacaoId)) {
        seen.add(line.validacaoId);
        fresh = !first;
      }
    }
    if (fresh) {
      void queryClient.invalidateQueries({ queryKey: operationKey(paths.list) });
      void queryClient.invalidateQueries({ queryKey: operationKey(paths.one) });
      void queryClient.invalidateQueries({ queryKey: operationKey(paths.differences) });
    }
  }, [lines, live, queryClient]);

  const askRemove = useCallback((row: ValidacaoMarca) => {
    setRemoving(row);
  }, []);
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeValidation(session, removing.Id);
      toasts.success(t('brandValidation.removed'));
    } catch {
      toasts.danger(t('brandValidation.removeFailed'));
    }
    void queryClient.invalidateQueries({ queryKey: operationKey(paths.list) });
  };

  if (opened !== null)
    return (
      <ValidationResult
        key={opened}
        id={opened}
        onClose={() => {
          setParams(new URLSearchParams());
        }}
      />
    );
  return (
    <Stack gap="6">
      <StartCard />
      <LiveLog lines={(lines ?? []).slice(0, 5)} />
      <ValidationList live={live} onRemove={askRemove} />
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('brandValidation.removeTitle')}
        confirmLabel={t('brandValidation.removeConfirm')}
        cancelLabel={t('brandValidation.keep')}
        destructive
        onConfirm={confirmRemove}
      >
        {t('brandValidation.removeText', { id: removing?.Id ?? 0 })}
      </AlertDialog>
    </Stack>
  );
}
