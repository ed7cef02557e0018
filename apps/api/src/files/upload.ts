// POST /api/Geral/Importacao/UploadArquivo: multipart `files[]`, each file streamed to the store's
// temporary folder while hashed, then archived (category Outro, owner the user) all together.
// A request that breaks a rule leaves nothing behind: no row, no blob, no temporary file.
import type { FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import type { FieldError } from '../http/contract.js';
import { HttpProblem, invalid } from '../http/problem.js';
import type { CategoriaArquivo } from '../db/schema-files.js';
import type { Schema } from '../http/schemas.js';
import { withTenant } from '../db/client.js';
import { archiveStaged, type ArquivoRow } from './archive.js';
import type { StagedBlob } from './store.js';

/** The field of the contract's `UploadArquivos`. */
const FIELD = 'files[]';
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The contract's `ArquivoEnviado`. */
export type ArquivoEnviado = Schema<'general', 'ArquivoEnviado'>;

const tooLarge = (detail: string) =>
  new HttpProblem(413, 'muito-grande', 'Arquivo muito grande', detail);

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/** A name fit to store and show: no folders, no control characters, at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // \p{Cc}: the control characters (a name is shown and sent back in a header).
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
}

/** The part's declared type when it is a plain media type, else the generic binary type. */
const mediaTypeOf = (declared: string | undefined) =>
  declared && MEDIA_TYPE.test(declared) ? declared : 'application/octet-stream';

/** The answer to an error of the multipart parser (a limit, or a body that is not multipart). */
function parserProblem(error: unknown, maxFiles: number): HttpProblem {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return tooLarge(`Envie no máximo ${maxFiles} arquivos por vez.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return tooLarge('A requisição tem campos demais.');
  return new HttpProblem(
    400,
    'requisicao-invalida',
    'Requisição inválida',
    'O envio dos arquivos não pôde ser lido.',
  );
}

/** Where an upload goes: the archive category and the largest file accepted. */
export interface UploadTarget {
  categoria: CategoriaArquivo;
  maxFileBytes: number;
}

/**
 * Reads the request's files into the archive; answers them in the order sent. Plain uploads are
 * `Outro` files within the upload limit; registration files have their own category and limit.
 */
export async function receiveUpload(
  request: FastifyRequest,
  s: Services,
  target: UploadTarget = { categoria: 'Outro', maxFileBytes: s.config.upload.maxFileBytes },
): Promise<ArquivoEnviado[]> {
  const session = sessionOf(request);
  const { maxFiles } = s.config.upload;
  const { maxFileBytes, categoria } = target;
  if (!request.isMultipart())
    throw invalid([{ field: FIELD, message: `O campo ${FIELD} precisa ser informado` }]);
  const staged: { nome: string; tipoConteudo: string; blob: StagedBlob }[] = [];
  const errors: FieldError[] = [];
  let rows: ArquivoRow[];
  try {
    const limits = { fileSize: maxFileBytes, files: maxFiles, fields: 20, parts: maxFiles + 20 };
    const parts = request.parts({ limits });
    for (;;) {
      // Errors of the parser are the client's (400/413); errors of the disk are ours (500).
      const next = await parts.next().catch((error: unknown) => {
        throw parserProblem(error, maxFiles);
      });
      if (next.done === true) break;
      const part = next.value;
      if (part.type === 'field') {
        errors.push({
          field: part.fieldname,
          message:
            part.fieldname === FIELD
              ? `O campo ${FIELD} deve conter arquivos, não texto`
              : `O campo ${part.fieldname} não é esperado`,
        });
        continue;
      }
      const nome = cleanFileName(part.filename);
      if (part.fieldname !== FIELD || nome === '') {
        // A file input left empty sends a part without a name: not a file.
        part.file.resume();
        if (part.fieldname !== FIELD)
          errors.push({
            field: part.fieldname,
            message: `O campo ${part.fieldname} não é esperado`,
          });
        continue;
      }
      const blob = await s.files.stage(part.file).catch((error: unknown) => {
        throw part.file.errored ? parserProblem(part.file.errored, maxFiles) : error;
      });
      staged.push({ nome, tipoConteudo: mediaTypeOf(part.mimetype), blob });
      if (part.file.truncated)
        throw tooLarge(`O arquivo ${nome} excede o limite de ${megabytes(maxFileBytes)}.`);
      if (blob.size === 0) errors.push({ field: FIELD, message: `O arquivo ${nome} está vazio` });
    }
    if (staged.length === 0 && errors.length === 0)
      errors.push({ field: FIELD, message: `O campo ${FIELD} precisa ser informado` });
    if (errors.length > 0) throw invalid(errors);
    // Only the archiving is a transaction: receiving the body may take minutes.
    rows = await withTenant(s.db, session.tenantId, () =>
      archiveStaged(
        s.db,
        s.files,
        session.tenantId,
        staged.map(({ nome, tipoConteudo, blob }) => ({
          arquivo: { nome, tipoConteudo, categoria, usuarioId: session.usuario.id },
          blob,
        })),
      ),
    );
  } catch (error) {
    await Promise.all(staged.map(({ blob }) => s.files.discard(blob)));
    // Stop parsing and let the rest of the body drain, so the client reads the answer instead of
    // stalling on a full socket; the connection is closed after the answer.
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
      if (error instanceof HttpProblem) error.headers.connection = 'close';
    }
    throw error;
  }
  return rows.map((row) => ({
    Guid: row.hash,
    Nome: row.nome,
    Tamanho: row.tamanho,
    TipoConteudo: row.tipoConteudo,
    ArquivoId: row.id,
  }));
}
