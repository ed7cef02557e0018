// One brand validation, run as a job: read the period's own-brand registrations, stream the
// manufacturer's list through the import's readers (CSV or XLSX), store the differences, archive
// the result files and close the row and its log line. A run that starts again (a crash, a lost
// lease) first drops what an earlier run stored, so the outcome never depends on retries; a
// validation removed meanwhile is noticed at each progress write and the run stops.
import { and, between, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { withTenant, type Database } from '../db/client.js';
import { JobTimedOut } from '../jobs/queue.js';
import {
  validacaoMarca,
  validacaoMarcaDiferenca,
  type CampoComparado,
} from '../db/schema-brand-validation.js';
import { concessionaria, modelo } from '../db/schema-reference.js';
import { emplacamento } from '../db/schema-registrations.js';
import { findArquivo, removeArquivo } from '../files/archive.js';
import type { FileStore } from '../files/store.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { isParseError } from '../registrations/importer.js';
import { encodeMessage } from '../registrations/messages.js';
import { inspect, readRows } from '../registrations/read.js';
import { ownBrand } from './brand.js';
import { COLUNAS_FABRICANTE, Comparacao, type Diferenca, type Registro } from './compare.js';
import { mergeLog, type EstadoLog } from './log.js';
import { archiveResult } from './result.js';

/** What a validation needs from the application. */
export interface ValidationDeps {
  database: Database;
  files: FileStore;
  publisher: RealtimePublisher;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Differences kept in memory before one multi-row insert. */
const BATCH = 1000;
/** Manufacturer rows between two progress writes (and looks for a removal). */
const CHECK_EVERY = 2048;

class Removed extends Error {}

/** Runs validation `validacaoId` of `tenantId` to its end. */
export async function runValidation(
  deps: ValidationDeps,
  tenantId: string,
  validacaoId: number,
  signal: AbortSignal,
): Promise<void> {
  const { db } = deps.database;
  const scoped = <T>(fn: () => Promise<T>): Promise<T> => withTenant(db, tenantId, fn);
  const where = and(eq(validacaoMarca.tenantId, tenantId), eq(validacaoMarca.id, validacaoId));
  const row = await scoped(async () => {
    const [found] = await db.select().from(validacaoMarca).where(where);
    if (!found || (found.status !== 'Pendente' && found.status !== 'Processando')) return undefined;
    await db
      .delete(validacaoMarcaDiferenca)
      .where(
        and(
          eq(validacaoMarcaDiferenca.tenantId, tenantId),
          eq(validacaoMarcaDiferenca.validacaoId, validacaoId),
        ),
      );
    await db
      .update(validacaoMarca)
      .set({ status: 'Processando', progresso: 0, dataInicio: deps.now() })
      .where(where);
    return found;
  });
  if (!row) return;
  const log = (estado: Partial<EstadoLog>) =>
    row.logId ? mergeLog(deps.publisher, tenantId, row.logId, estado) : Promise.resolve();
  await log({ status: 'Processando', progresso: 0 });

  const fail = async (mensagem: string) => {
    await scoped(() =>
      db
        .update(validacaoMarca)
        .set({ status: 'Falhou', mensagem, progresso: 100, dataFim: deps.now() })
        .where(where),
    );
    await log({ status: 'Falhou', progresso: 100, mensagem });
  };

  const loaded = await scoped(async () => {
    const brand = await ownBrand(db, tenantId);
    const file =
      row.arquivoFabricanteId === null
        ? undefined
        : await findArquivo(db, tenantId, row.arquivoFabricanteId);
    if (brand === undefined || !file) return undefined;
    const registros = await db
      .select({
        chassi: emplacamento.chassi,
        placa: emplacamento.placa,
        modelo: modelo.nome,
        data: emplacamento.dataEmplacamento,
        municipio: sql<string>`${emplacamento.municipioId}::text`,
        concessionaria: sql<
          string | null
        >`coalesce(${concessionaria.cnpj}, ${emplacamento.cnpjFaturador})`,
      })
      .from(emplacamento)
      .leftJoin(
        modelo,
        and(eq(modelo.tenantId, emplacamento.tenantId), eq(modelo.id, emplacamento.modeloId)),
      )
      .leftJoin(
        concessionaria,
        and(
          eq(concessionaria.tenantId, emplacamento.tenantId),
          eq(concessionaria.id, emplacamento.concessionariaId),
        ),
      )
      .where(
        and(
          eq(emplacamento.tenantId, tenantId),
          eq(emplacamento.fabricanteId, brand),
          between(emplacamento.dataEmplacamento, row.dataInicial, row.dataFinal),
        ),
      );
    return { file, registros: registros satisfies Registro[] };
  });
  if (!loaded) return fail(encodeMessage('arquivo_ilegivel'));

  const comparacao = new Comparacao(loaded.registros, row.tipo === 4);
  let pending: Diferenca[] = [];
  const counted = { ausentesNoFabricante: 0, ausentesNoEmplacamento: 0 };
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    for (const d of batch) {
      if (d.tipo === 'AusenteNoFabricante') counted.ausentesNoFabricante++;
      if (d.tipo === 'AusenteNoEmplacamento') counted.ausentesNoEmplacamento++;
    }
    await scoped(() =>
      db
        .insert(validacaoMarcaDiferenca)
        .values(batch.map((d) => ({ ...d, tenantId, validacaoId }))),
    );
  };
  const add = async (found: Diferenca[]) => {
    pending.push(...found);
    if (pending.length >= BATCH) await flush();
  };
  /** Writes the progress unless the validation is gone (then throws Removed). */
  const progress = async (progresso: number) => {
    const still = await scoped(() =>
      db
        .update(validacaoMarca)
        .set({ progresso })
        .where(where)
        .returning({ id: validacaoMarca.id }),
    );
    if (still.length === 0) throw new Removed();
    await log({ progresso, linhasLidas: comparacao.totalFabricante });
  };

  const first = await deps.files.open(tenantId, loaded.file.hash);
  if (!first) return fail(encodeMessage('arquivo_ilegivel'));
  const inspected = await inspect(first.stream);
  if (inspected.recusa) {
    const { codigo, ...params } = inspected.recusa;
    return fail(encodeMessage(codigo, params));
  }
  const opened = await deps.files.open(tenantId, loaded.file.hash);
  if (!opened) return fail(encodeMessage('arquivo_ilegivel'));
  const bytesRead = () => (opened.stream as { bytesRead?: number }).bytesRead ?? 0;
  try {
    let columns: (CampoComparado | null)[] | undefined;
    for await (const { linha, cells } of readRows(opened.stream, inspected)) {
      if (!columns) {
        const header = cells.map((c) => c.toLowerCase().replace(/^\uFEFF/, ''));
        const byName = new Map<string, CampoComparado>(
          Object.entries(COLUNAS_FABRICANTE).map(([campo, name]) => [
            name,
            campo as CampoComparado,
          ]),
        );
        columns = header.map((h) => byName.get(h) ?? null);
        if (!columns.includes('chassi')) {
          await fail(encodeMessage('colunas_faltando', { colunas: 'chassi' }));
          return;
        }
        continue;
      }
      const valores: Partial<Record<CampoComparado, string>> = {};
      columns.forEach((campo, i) => {
        if (campo) valores[campo] = cells[i] ?? '';
      });
      await add(comparacao.linha({ linha, valores }));
      if (comparacao.totalFabricante % CHECK_EVERY === 0) {
        if (signal.aborted) throw signal.reason;
        const fraction = opened.size > 0 ? Math.min(bytesRead() / opened.size, 1) : 1;
        // Reading the list is most of the work: shown as up to 90 %.
        await progress(Math.floor(fraction * 90));
      }
    }
    if (!columns) {
      await fail(encodeMessage('arquivo_vazio'));
      return;
    }
  } catch (error) {
    if (error instanceof Removed) return;
    if (signal.reason instanceof JobTimedOut) {
      await fail(
        encodeMessage('tempo_esgotado', { minutos: Math.ceil(signal.reason.seconds / 60) }),
      );
      return;
    }
    // A list csv-parse or exceljs cannot read fails the validation; anything else (the
    // database, a stop) goes back to the queue.
    if (!signal.aborted && isParseError(error)) {
      await fail(encodeMessage('arquivo_ilegivel'));
      return;
    }
    throw error;
  } finally {
    opened.stream.destroy();
  }
  await add(comparacao.fim());
  await flush();
  try {
    await progress(95);
  } catch (error) {
    if (error instanceof Removed) return;
    throw error;
  }

  const result = await archiveResult(db, deps.files, tenantId, row);
  const summary = {
    totalEmplacamentos: comparacao.totalEmplacamentos,
    totalFabricante: comparacao.totalFabricante,
    ...counted,
    divergencias: comparacao.divergentes,
  };
  const closed = await scoped(() =>
    db
      .update(validacaoMarca)
      .set({
        ...summary,
        status: 'Concluida',
        progresso: 100,
        divergenciasPorCampo: comparacao.porCampo,
        arquivoResultadoId: result.xlsx.id,
        arquivoResultadoCsvId: result.csv.id,
        dataFim: deps.now(),
      })
      .where(where)
      .returning({ id: validacaoMarca.id }),
  );
  if (closed.length === 0) {
    // Removed while the files were written: they belong to nobody.
    await scoped(async () => {
      await removeArquivo(db, deps.files, result.xlsx);
      await removeArquivo(db, deps.files, result.csv);
    });
    return;
  }
  await log({ ...summary, status: 'Concluida', progresso: 100 });
}
