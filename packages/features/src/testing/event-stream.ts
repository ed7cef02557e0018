// The realtime stream of the API as the stories' fake servers answer it: `GET /api/Realtime/Stream`
// as a real event stream (one per open page), and `send`, which puts a change on every open one
// under the document's collection as the event name, as the server does.
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { PlatformApi } from '@emplacamento/api-client';

type DocumentoRealtime = PlatformApi.components['schemas']['DocumentoRealtime'];

/** A fake server's event stream. */
export interface FakeEventStream {
  /** Sends one change to every open stream. */
  readonly send: (
    tipo: 'adicionado' | 'alterado' | 'removido',
    documento: DocumentoRealtime,
  ) => void;
  /** The stream's handler; `onOpen` runs as each stream opens. */
  readonly handler: (onOpen?: () => void) => HttpHandler;
}

/** A stream whose event ids start after `sequencia`. */
export function fakeEventStream(sequencia: number): FakeEventStream {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let last = sequencia;
  return {
    send: (tipo, documento) => {
      last += 1;
      const data = JSON.stringify({ tipo, documento });
      const chunk = encoder.encode(
        `id: ${String(last)}\nevent: ${documento.colecao}\ndata: ${data}\n\n`,
      );
      for (const stream of streams) stream.enqueue(chunk);
    },
    handler: (onOpen) =>
      http.get('*/api/Realtime/Stream', () => {
        let own: ReadableStreamDefaultController<Uint8Array> | undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            own = controller;
            streams.add(controller);
            controller.enqueue(encoder.encode(`retry: 3000\n\nid: ${String(last)}\n\n`));
            onOpen?.();
          },
          cancel() {
            if (own) streams.delete(own);
          },
        });
        return new HttpResponse(body, {
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        });
      }),
  };
}
