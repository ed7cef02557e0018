// Registrations as a kind of import: the registration record's columns and rules (columns.ts),
// the brand, city and dealership lookups (references.ts), `emplacamento_carga` and the merge into
// `emplacamento` (merge.ts).
import { checkRow, COLUNAS, OBRIGATORIAS, type LinhaValida } from './columns.js';
import type { ImportKind } from './kind.js';
import { mergeImport } from './merge.js';
import { loadReferencias } from './references.js';
import { copyLine, REGISTRATION_STAGING_COLUMNS } from './staging.js';

/** The registration import. */
export const registrationKind: ImportKind<LinhaValida> = {
  tipo: 'Emplacamento',
  colunas: COLUNAS,
  missing: (header) => OBRIGATORIAS.filter((c) => !header.includes(c)),
  async prepare(db, tenantId, now) {
    const ref = await loadReferencias(db, tenantId);
    const maxAno = now.getUTCFullYear() + 1;
    return (linha, valores) => {
      const checked = checkRow(linha, valores, ref, maxAno);
      return Array.isArray(checked) ? { erros: checked } : { row: checked };
    };
  },
  staging: {
    table: 'emplacamento_carga',
    columns: REGISTRATION_STAGING_COLUMNS,
    line: copyLine,
  },
  merge: mergeImport,
};
