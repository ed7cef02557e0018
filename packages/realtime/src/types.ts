// The one interface of the realtime collections (docs/decisions/0074): whichever back end a
// tenant uses (the API's Server-Sent Events, or Firestore), the portal sees the same calls.
import type { PlatformApi } from '@emplacamento/api-client';

/** A realtime collection (`Colecao` of openapi/platform.yaml). */
export type Colecao = PlatformApi.components['schemas']['Colecao'];

/** A document of a collection (`DocumentoRealtime`). */
export type DocumentoRealtime = PlatformApi.components['schemas']['DocumentoRealtime'];

/** The free-form data of a document (notification text, read flag, job progress...). */
export type DadosDocumento = DocumentoRealtime['dados'];

/** What a change did to a document. */
export type TipoMudanca = 'adicionado' | 'alterado' | 'removido';

/** One change of a collection, as subscribers receive it. */
export interface Mudanca {
  tipo: TipoMudanca;
  documento: DocumentoRealtime;
}

/** The state of the live connection, for an indicator ("ao vivo", "reconectando"). */
export type EstadoConexao = 'conectando' | 'conectado' | 'reconectando' | 'encerrado';

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** What a subscriber may hear besides the changes. */
export interface SubscribeOptions {
  /**
   * Called each time the live connection opens without a way to replay what happened before
   * (the first time, or after the server could not resume): read the collection then.
   */
  onSync?: () => void;
  /** Called when the connection's state changes. */
  onStatus?: (estado: EstadoConexao) => void;
}

/** The realtime collections of the signed-in user. */
export interface RealtimeStore {
  /** Hears every later change of `colecao` the user may see; returns how to stop. */
  subscribe(
    colecao: Colecao,
    onChange: (mudanca: Mudanca) => void,
    options?: SubscribeOptions,
  ): Unsubscribe;
  /** The user's documents of `colecao`, newest first (at most `limite`, default 100). */
  list(colecao: Colecao, options?: { limite?: number }): Promise<DocumentoRealtime[]>;
  /** Adds a document (e.g. a processing marker) and returns it. */
  add(colecao: Colecao, dados: DadosDocumento): Promise<DocumentoRealtime>;
  /** Merges `dados` into a document's data (e.g. `{ lida: true }`) and returns it. */
  update(colecao: Colecao, id: string, dados: DadosDocumento): Promise<DocumentoRealtime>;
  /** Removes a document. */
  remove(colecao: Colecao, id: string): Promise<void>;
  /** Ends the live connection and every subscription. */
  close(): void;
}
