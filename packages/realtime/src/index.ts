/**
 * The realtime collections of the Emplacamento Portal (notifications, processing markers, brand
 * validation and billing logs) behind one interface, {@link RealtimeStore}, and its Server-Sent
 * Events adapter over the API (docs/decisions/0074). The Firestore adapter (docs/decisions/0110)
 * is the subpath `@emplacamento/realtime/firestore`, so only the tenants that use it load Firebase.
 */
export type {
  Colecao,
  DadosDocumento,
  DocumentoRealtime,
  EstadoConexao,
  Mudanca,
  RealtimeStore,
  SubscribeOptions,
  TipoMudanca,
  Unsubscribe,
} from './types';
export { createSseRealtime } from './sse';
export { deferredRealtime } from './deferred';
export type { SseRealtimeOptions } from './sse';
export { watchCollection } from './live';
export type { LiveListHandlers } from './live';
export { documentVisibility } from './visibility';
export type { PageVisibility } from './visibility';
export { SseParser } from './sse-parser';
export type { SseMessage, SseParserHandlers } from './sse-parser';
