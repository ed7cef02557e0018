// Signed-in clients of the test API, and a TCP relay that can drop and refuse
// connections (the network failing, not a mock of our code).
import { createServer, connect, type Server, type Socket } from 'node:net';
import { inject } from 'vitest';
import type { SseRealtimeOptions } from '../src';
import { signInAt, type TestSession } from './clients';

export type { TestSession } from './clients';

/** The test API's URL (test/global-setup.ts). */
export const apiUrl = (): string => inject('apiUrl');

/** Signs a demo user in to the test API and builds its clients and realtime store. */
export const signIn = (
  slug: string,
  tenant = 'abracaf',
  options: Partial<Omit<SseRealtimeOptions, 'clients' | 'tenant'>> = {},
): Promise<TestSession> => signInAt(apiUrl(), slug, tenant, options);

/** Just inside the tests' limit of 60 s (vitest.config.ts). */
const HANG_MS = 55_000;

/**
 * Resolves when `check` holds, polling every 10 ms. The deadline only names what a hung test was
 * waiting for, just inside the test's own limit (vitest.config.ts): a wait shorter than that failed
 * on a busy machine (a reconnection backs off longer while the API answers slowly), and how long
 * an event takes is the machine's, not the test's.
 */
export async function until(check: () => boolean, what = 'condition'): Promise<void> {
  const deadline = Date.now() + HANG_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A TCP relay in front of the API. */
export interface Relay {
  url: string;
  /** Stream requests (`GET /api/Realtime/Stream`) so far. */
  streams: number;
  /** Connections that carry a stream and are open now. */
  readonly openStreams: number;
  /** Drops every open connection; while `refusing`, new ones are dropped at once. */
  cut: () => void;
  refusing: boolean;
  close: () => Promise<void>;
}

/** Starts a relay on 127.0.0.1 that forwards to the API. */
export async function startRelay(): Promise<Relay> {
  const target = new URL(apiUrl());
  const sockets = new Set<Socket>();
  const streaming = new Set<Socket>();
  const relay = {
    streams: 0,
    refusing: false,
    get openStreams() {
      return streaming.size;
    },
  } as Relay;
  const server: Server = createServer((client) => {
    if (relay.refusing) {
      client.destroy();
      return;
    }
    client.on('data', (chunk: Buffer) => {
      if (!chunk.toString('latin1').startsWith('GET /api/Realtime/Stream')) return;
      relay.streams += 1;
      streaming.add(client);
    });
    client.on('close', () => streaming.delete(client));
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('relay has no port');
  relay.url = `http://127.0.0.1:${String(address.port)}`;
  relay.cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  relay.close = () =>
    new Promise<void>((resolve) => {
      relay.cut();
      server.close(() => {
        resolve();
      });
    });
  return relay;
}
