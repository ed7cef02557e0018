// Answers of the API compressed on the fly for clients that accept it (docs/decisions/0266):
// @fastify/compress, Brotli before gzip, from 1 kB. Which routes compress is read from the
// contract: an operation whose success answers are JSON or CSV does; the event stream, the stored
// files (sent as they were uploaded, with their length) and everything outside the contract (the
// portal's files, precompressed at build, and the tenants' logos) do not.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Contract } from './contract.js';

/** Below this many bytes an answer goes as it is: the encoding would save less than a packet. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Quality 5 of 11: on the report definitions (24 kB) 2.25 kB in 0.34 ms on the 2-core machine,
 * against 2.46 kB in 0.22 ms at 4 and 2.07 kB in 41 ms at 11 (the build's quality for the
 * portal's files).
 */
export const BROTLI_QUALITY = 5;
/** zlib's default: 2.31 kB in 0.28 ms on the same answer, level 9 gains 1 % for 1.5× the time. */
export const GZIP_LEVEL = 6;

/** Media types worth compressing; the event stream must reach its reader line by line. */
const compressibleType = /^text\/(?!event-stream)|[/+]json(?:;|$)/;

const compressedOperation = (types: readonly string[]) =>
  types.some((type) => compressibleType.test(type));

/**
 * Registers the compression; call after `installContract` and before any route, so that its
 * response check reads the answer before it is encoded (route onSend hooks run in the order
 * their onRoute hooks added them).
 */
export async function installCompression(app: FastifyInstance, contract: Contract): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.compress !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // A HEAD answer has no body to encode: Fastify's own HEAD hook, first, drops it and sets the
    // identity's length.
    const head = methods.includes('HEAD');
    const operation = head ? undefined : contract.get(`${String(methods[0])} ${route.url}`);
    if (!operation || !compressedOperation(operation.responseTypes)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: compressibleType,
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    },
    zlibOptions: { level: GZIP_LEVEL },
    // Request bodies are taken as sent: no client of the API compresses them.
    globalDecompression: false,
  });
}
