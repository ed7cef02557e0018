// `pnpm bench` of @emplacamento/realtime: how long a change takes from the writer's call to the
// moment every open stream of the user has it, through the real API (apps/api on embedded PGlite,
// one LISTEN fanned out by the process) and the SSE adapter, with 1, 50 and 200 open streams (one
// store each, as 200 browser tabs). Each round adds one marker over REST and waits for all.
import { performance } from 'node:perf_hooks';
import type { Mudanca } from '../src';
import { startApi } from '../test/api-process';
import { sessionAt, signInAt } from '../test/clients';

const ROUNDS = 40;
const STREAM_COUNTS = [1, 50, 200];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function scenario(url: string, streams: number): Promise<string> {
  const writer = await signInAt(url, 'loja');
  const tokens = writer.clients.tokens.read();
  if (!tokens) throw new Error('not signed in');
  const counts = new Map<string, number>();
  let target: { id: string; resolve: () => void } | undefined;
  const heard = (change: Mudanca) => {
    if (change.tipo !== 'adicionado') return;
    const n = (counts.get(change.documento.id) ?? 0) + 1;
    counts.set(change.documento.id, n);
    if (target?.id === change.documento.id && n === streams) target.resolve();
  };
  let synced = 0;
  const readers = Array.from({ length: streams }, () => sessionAt(url));
  await new Promise<void>((resolve) => {
    for (const reader of readers) {
      reader.clients.tokens.write(tokens);
      reader.store.subscribe('marcadoresProcessamento', heard, {
        onSync: () => {
          synced += 1;
          if (synced === streams) resolve();
        },
      });
    }
  });
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const doc = await writer.store.add('marcadoresProcessamento', { round });
    await new Promise<void>((resolve) => {
      if ((counts.get(doc.id) ?? 0) === streams) resolve();
      else target = { id: doc.id, resolve };
    });
    times.push(performance.now() - started);
  }
  for (const session of [writer, ...readers]) session.store.close();
  const sorted = [...times].sort((a, b) => a - b);
  const seconds = times.reduce((a, b) => a + b, 0) / 1000;
  return (
    `${String(streams).padStart(4)} streams: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
    `p95 ${percentile(sorted, 95).toFixed(1)} ms, ${(ROUNDS / seconds).toFixed(0)} changes/s`
  );
}

const api = await startApi(3600);
try {
  console.info(`realtime: add → every open stream has it (${String(ROUNDS)} rounds, PGlite)`);
  for (const streams of STREAM_COUNTS) console.info(await scenario(api.url, streams));
} finally {
  await api.stop();
}
