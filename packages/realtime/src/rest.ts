// The collection calls of the API (list, add, merge, remove) through the platform client of
// @emplacamento/api-client, so they carry its tenant, token, time limit and refresh.
import { settle, unwrap, type ApiClients } from '@emplacamento/api-client';
import type { RealtimeStore } from './types';

/** The request/response part of a {@link RealtimeStore}. */
export type RestCalls = Pick<RealtimeStore, 'list' | 'add' | 'update' | 'remove'>;

/** The calls over `platform`. */
export function restCalls(platform: ApiClients['platform']): RestCalls {
  return {
    async list(colecao, options = {}) {
      const query = options.limite === undefined ? {} : { limite: options.limite };
      return unwrap(
        await settle(
          platform.GET('/api/Realtime/{colecao}', { params: { path: { colecao }, query } }),
        ),
      );
    },
    async add(colecao, dados) {
      return unwrap(
        await settle(
          platform.POST('/api/Realtime/{colecao}', {
            params: { path: { colecao } },
            body: { dados },
          }),
        ),
      );
    },
    async update(colecao, id, dados) {
      return unwrap(
        await settle(
          platform.PATCH('/api/Realtime/{colecao}/{id}', {
            params: { path: { colecao, id } },
            body: { dados },
          }),
        ),
      );
    },
    async remove(colecao, id) {
      unwrap(
        await settle(
          platform.DELETE('/api/Realtime/{colecao}/{id}', { params: { path: { colecao, id } } }),
        ),
      );
    },
  };
}
