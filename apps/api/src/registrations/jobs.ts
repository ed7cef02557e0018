// Wires the registration import into the job queue, and the hook point of the KPI aggregates:
// whatever refreshes them (AtualizarDashboard) registers here and runs after each committed import.
import type { Services } from '../app.js';
import type { Database } from '../db/client.js';
import { runImport } from './importer.js';
import { JOB_IMPORTACAO } from './service.js';

/** A function called after an import committed its rows. */
export type AfterImport = (tenantId: string, importacaoId: number) => Promise<void>;

/** The functions run after each committed import, in the order added. */
export class ImportHooks {
  private readonly hooks: AfterImport[] = [];

  /** Adds a function (the KPI aggregates' refresh). */
  add(hook: AfterImport): void {
    this.hooks.push(hook);
  }

  /** Runs every function for one import. */
  async run(tenantId: string, importacaoId: number): Promise<void> {
    for (const hook of this.hooks) await hook(tenantId, importacaoId);
  }
}

/** Makes the process's job queue run registration imports. */
export function registerImportJob(s: Services, database: Database): void {
  s.jobs.handle(JOB_IMPORTACAO, (job, signal) =>
    runImport(
      {
        database,
        files: s.files,
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
