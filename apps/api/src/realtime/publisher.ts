// How server code (imports, billing, brand validation, the demo seed) publishes a realtime
// document: to the tenant's provider (docs/decisions/0110). A tenant with a Firebase file gets it
// in its Firestore, where the portal's Firestore adapter hears it; the others in the table whose
// NOTIFY feeds the Server-Sent Events streams.
import type { Db } from '../db/client.js';
import {
  mergeDocumento,
  publish,
  type DocumentoRealtime,
  type NovoDocumento,
} from './documents.js';
import type { FirebaseTenants } from './firebase.js';
import { FirestoreWriter } from './firestore-writer.js';

/** Publishes to each tenant's realtime provider. */
export class RealtimePublisher {
  private readonly writers = new Map<string, FirestoreWriter>();

  constructor(
    private readonly db: Db,
    private readonly firebase: FirebaseTenants,
    private readonly now: () => Date,
  ) {}

  /** Whether the tenant's documents live in Firestore. */
  usesFirestore(tenantId: string): boolean {
    return this.firebase.find(tenantId) !== null;
  }

  private writer(tenantId: string): FirestoreWriter | undefined {
    const tenant = this.firebase.find(tenantId);
    if (!tenant) return undefined;
    let writer = this.writers.get(tenantId);
    if (!writer) {
      writer = new FirestoreWriter(tenant, this.now);
      this.writers.set(tenantId, writer);
    }
    return writer;
  }

  /**
   * Adds a document where the tenant's users will hear of it. `via` is the transaction the
   * document belongs to when it lives in the table (an import's marker commits with the import);
   * Firestore has no part in that transaction.
   */
  async publish(documento: NovoDocumento, via: Db = this.db): Promise<DocumentoRealtime> {
    const writer = this.writer(documento.tenantId);
    if (!writer) return publish(via, documento);
    const written = await writer.add(documento);
    if (!written) throw new Error('a new document id was already taken');
    return written;
  }

  /**
   * Merges `dados` into the data of the document `id` (a processing marker's counters); false
   * when the tenant's provider has no such document.
   */
  async merge(
    documento: Omit<NovoDocumento, 'dados'>,
    id: string,
    dados: Record<string, unknown>,
  ): Promise<boolean> {
    const writer = this.writer(documento.tenantId);
    if (!writer)
      return (await mergeDocumento(this.db, documento.tenantId, id, dados)) !== undefined;
    return writer.merge({ ...documento, dados }, id);
  }

  /**
   * Adds the document `id` unless the tenant's Firestore already has one by that id (true when
   * added). Only for Firestore tenants: a seed that runs at every start must not repeat itself.
   */
  async publishOnce(documento: NovoDocumento, id: string): Promise<boolean> {
    const writer = this.writer(documento.tenantId);
    if (!writer) throw new Error(`${documento.tenantId} does not use Firestore`);
    return (await writer.add(documento, id)) !== false;
  }
}
