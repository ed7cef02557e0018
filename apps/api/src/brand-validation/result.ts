// The result files of a validation: its differences as XLSX and as CSV, written by the export
// writers page by page from `validacao_marca_diferenca` and kept in the file archive under the
// ValidacaoMarca category. Column titles are Portuguese, the language of the association's files.
import { and, asc, eq, gt } from 'drizzle-orm';
import { withTenant, type Db } from '../db/client.js';
import { validacaoMarcaDiferenca } from '../db/schema-brand-validation.js';
import { csvStream, xlsxStream, type ExportColumn } from '../exports/writers.js';
import { arquivar, type ArquivoRow } from '../files/archive.js';
import type { FileStore } from '../files/store.js';

const COLUMNS: readonly ExportColumn[] = [
  { campo: 'tipo', titulo: 'Tipo' },
  { campo: 'chassi', titulo: 'Chassi' },
  { campo: 'campo', titulo: 'Campo' },
  { campo: 'valorEmplacamento', titulo: 'Valor no emplacamento' },
  { campo: 'valorFabricante', titulo: 'Valor no fabricante' },
  { campo: 'linha', titulo: 'Linha do arquivo do fabricante' },
];

const PAGE = 2000;

/** The differences of a validation in id order, one page per short read in the tenant's scope. */
async function* pages(
  db: Db,
  tenantId: string,
  validacaoId: number,
): AsyncGenerator<Record<string, unknown>[]> {
  let after = 0;
  for (;;) {
    const rows = await withTenant(db, tenantId, () =>
      db
        .select()
        .from(validacaoMarcaDiferenca)
        .where(
          and(
            eq(validacaoMarcaDiferenca.tenantId, tenantId),
            eq(validacaoMarcaDiferenca.validacaoId, validacaoId),
            gt(validacaoMarcaDiferenca.id, after),
          ),
        )
        .orderBy(asc(validacaoMarcaDiferenca.id))
        .limit(PAGE),
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.id ?? after;
    yield rows;
  }
}

/** Archives the XLSX and the CSV of a validation's differences. */
export async function archiveResult(
  db: Db,
  files: FileStore,
  tenantId: string,
  validacao: { id: number; usuarioId: number | null },
): Promise<{ xlsx: ArquivoRow; csv: ArquivoRow }> {
  const name = `validacao-marca-${String(validacao.id)}`;
  const novo = (extension: string, tipoConteudo: string) => ({
    nome: `${name}.${extension}`,
    tipoConteudo,
    categoria: 'ValidacaoMarca' as const,
    usuarioId: validacao.usuarioId,
  });
  const xlsx = await arquivar(
    db,
    files,
    tenantId,
    novo('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    xlsxStream(COLUMNS, pages(db, tenantId, validacao.id), 'Diferenças'),
  );
  const csv = await arquivar(
    db,
    files,
    tenantId,
    novo('csv', 'text/csv; charset=utf-8'),
    csvStream(COLUMNS, pages(db, tenantId, validacao.id)),
  );
  return { xlsx, csv };
}
