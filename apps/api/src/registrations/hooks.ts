// The hook point of the KPI aggregates: whatever refreshes them (AtualizarDashboard) registers
// here and runs after each committed import. Apart from jobs.ts so that the services bag can name
// it without importing the module that imports the bag.

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
