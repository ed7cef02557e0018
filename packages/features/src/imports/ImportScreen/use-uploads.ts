import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@emplacamento/api-client';
import { operationKey } from '../../data/keys';
import { useSession } from '../../session/SessionProvider';
import type { ImportKind, Sent } from '../kinds';
import type { Upload } from './UploadItem';

/** The file types the import reads (by name: browsers give CSV files several MIME types). */
export const ACCEPTED = ['.csv', '.xlsx'];

const accepted = (name: string) => ACCEPTED.some((ext) => name.toLowerCase().endsWith(ext));

/** The id in a problem's `link` to the first import (`…/ObterImportacao?id=12`), or null. */
function firstImportOf(link: string | undefined): number | null {
  const id = link ? new URL(link, 'http://x').searchParams.get('id') : null;
  return id !== null && /^\d+$/.test(id) ? Number(id) : null;
}

/**
 * The files sent from this screen and what happened to each: upload, create the import (a file
 * already imported waits for an explicit "replace"), then the import's own progress.
 */
export function useUploads(kind: ImportKind) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const counter = useRef(0);

  const put = useCallback((next: Upload) => {
    setUploads((list) => list.map((u) => (u.key === next.key ? next : u)));
  }, []);
  const refreshHistory = useCallback(
    () => queryClient.invalidateQueries({ queryKey: operationKey(kind.listPath) }),
    [queryClient, kind],
  );

  /** Creates the import of an uploaded file and records the outcome on its row. */
  const create = useCallback(
    async (key: string, nome: string, guid: string, replace: boolean) => {
      try {
        if (!kind.create) throw new Error(`imports of ${kind.tipo} start when sent`);
        const importacao = await kind.create(session, guid, replace);
        put({ key, nome, phase: 'importando', importacao });
        void refreshHistory();
      } catch (error) {
        const e = error instanceof ApiRequestError ? error.error : undefined;
        const problem = e?.kind === 'problem' ? e.problem : undefined;
        if (problem?.status === 409 && problem.link !== undefined)
          put({
            key,
            nome,
            phase: 'duplicada',
            guid,
            erro: problem.detail,
            primeiraId: firstImportOf(problem.link),
            substituindo: false,
          });
        else
          put({
            key,
            nome,
            phase: 'falhou',
            erro: problem?.detail ?? t('imports.uploadFailed', { nome }),
          });
      }
    },
    [session, kind, put, refreshHistory, t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const fresh = files.map((file) => {
        counter.current += 1;
        return { file, key: `u${String(counter.current)}` };
      });
      setUploads((list) => [
        ...fresh.map(({ file, key }): Upload =>
          accepted(file.name)
            ? { key, nome: file.name, phase: 'enviando' }
            : {
                key,
                nome: file.name,
                phase: 'falhou',
                erro: t('imports.wrongType', { nome: file.name }),
              },
        ),
        ...list,
      ]);
      // One file after the other: the server hashes and stores each while the next waits.
      void (async () => {
        for (const { file, key } of fresh) {
          if (!accepted(file.name)) continue;
          let sent: Sent;
          try {
            sent = await kind.send(session, file);
          } catch (error) {
            const e = error instanceof ApiRequestError ? error.error : undefined;
            put({
              key,
              nome: file.name,
              phase: 'falhou',
              erro:
                e?.kind === 'problem'
                  ? e.problem.detail
                  : t('imports.uploadFailed', { nome: file.name }),
            });
            continue;
          }
          if ('importacao' in sent) {
            put({ key, nome: file.name, phase: 'importando', importacao: sent.importacao });
            void refreshHistory();
          } else await create(key, file.name, sent.guid, false);
        }
      })();
    },
    [session, kind, put, create, refreshHistory, t],
  );

  const replace = useCallback(
    (upload: Upload) => {
      if (upload.phase !== 'duplicada') return;
      put({ ...upload, substituindo: true });
      void create(upload.key, upload.nome, upload.guid, true);
    },
    [put, create],
  );

  const dismiss = useCallback((upload: Upload) => {
    setUploads((list) => list.filter((u) => u.key !== upload.key));
  }, []);

  return { uploads, add, replace, dismiss, refreshHistory };
}
