// Wires the imports into the job queue: one job type for every kind of import (the import's row
// says which kind it is); after each committed registration import it runs the hooks of
// `Services.afterImport` (hooks.ts).
import type { Services } from '../services.js';
import type { Database } from '../db/client.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { billingKind } from '../billing/import-kind.js';
import { runImport } from './importer.js';
import type { ImportKinds } from './kind.js';
import { registrationKind } from './registration-kind.js';
import { JOB_IMPORTACAO } from './service.js';

/** Every kind of import; billings write their log through `publisher`. */
export const importKinds = (publisher: RealtimePublisher): ImportKinds => ({
  Emplacamento: registrationKind,
  Faturamento: billingKind(publisher),
});

/** Makes the process's job queue run imports. */
export function registerImportJob(s: Services, database: Database): void {
  const kinds = importKinds(s.publisher);
  s.jobs.handle(JOB_IMPORTACAO, (job, signal) =>
    runImport(
      {
        database,
        files: s.files,
        publisher: s.publisher,
        now: s.now,
        log: s.jobs.log,
        kinds,
        afterCommit: (tenantId, id) => s.afterImport.run(tenantId, id),
        xlsxMaxUncompressedBytes: s.config.imports.xlsxMaxUncompressedBytes,
      },
      job.tenantId,
      Number(job.carga.importacaoId),
      signal,
    ),
  );
}
