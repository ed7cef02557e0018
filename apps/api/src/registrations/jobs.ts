// Wires the registration import into the job queue; after each committed import it runs the
// hooks of `Services.afterImport` (hooks.ts).
import type { Services } from '../services.js';
import type { Database } from '../db/client.js';
import { runImport } from './importer.js';
import { JOB_IMPORTACAO } from './service.js';

/** Makes the process's job queue run registration imports. */
export function registerImportJob(s: Services, database: Database): void {
  s.jobs.handle(JOB_IMPORTACAO, (job, signal) =>
    runImport(
      {
        database,
        files: s.files,
        publisher: s.publisher,
        now: s.now,
        log: s.jobs.log,
        afterCommit: (tenantId, id) => s.afterImport.run(tenantId, id),
      },
      job.tenantId,
      Number(job.carga.importacaoId),
      signal,
    ),
  );
}
