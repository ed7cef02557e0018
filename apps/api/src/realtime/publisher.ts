// How server code (imports, billing, brand validation, the demo seed) publishes a realtime
// document: to the tenant's provider (docs/decisions/0110). A tenant with a Firebase file gets it
// in its Firestore, where the portal's Firestore adapter hears it; the others in the table whose
// NOTIFY feeds the Server-Sent Events streams.
import type { Db } from '../db/client.js';
import { publish, type DocumentoRealtime, type NovoDocumento } from './documents.js';
import type { FirebaseTenants } from './firebase.js';
import { FirestoreWriter } from './firestore-writer.js';

/** Publishes to each tenant's realtime provider. */
export class RealtimePublisher {
  private readonly writers = new Map<string, FirestoreWriter>();

  constructor(
    private readonly db: Db,
    private readonly firebase: FirebaseTenants,
    private readonly now: () => Date = () => new Date(),
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

  /** Adds a document where the tenant's users will hear of it. */
  async publish(documento: NovoDocumento): Promise<DocumentoRealtime> {
    const writer = this.writer(documento.tenantId);
    if (!writer) return publish(this.db, documento);
    const written = await writer.add(documento);
    if (!written) throw new Error('a new document id was already taken');
    return written;
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
