import type { components } from './generated/users';

/** RFC 9457 problem details as the services answer them (pt-BR `detail`, per-field `errors`). */
export type Problem = components['schemas']['Problem'];

/**
 * Why a call failed, as a discriminated union on `kind`:
 * - `problem`: the server answered an error with problem details;
 * - `http`: the server (or a proxy) answered an error without problem details;
 * - `network`: no answer (connection refused, reset, dropped mid-body);
 * - `timeout`: no answer within the client's time limit;
 * - `aborted`: the caller cancelled (e.g. TanStack Query on unmount).
 */
export type ApiError =
  | { kind: 'problem'; status: number; problem: Problem }
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'network'; message: string; cause: unknown }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string };

/** The outcome of one call: data, or a typed error. Never thrown. */
export type ApiResult<T> =
  | { ok: true; data: T; status: number; response: Response }
  | { ok: false; error: ApiError; response?: Response };

/** What openapi-fetch resolves to, reduced to what `settle` reads. */
export interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** An Error carrying an ApiError, for APIs that need a thrown value (TanStack Query). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(readonly error: ApiError) {
    super(describeApiError(error));
  }
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.status === 'number' && typeof candidate.title === 'string';
}

/** Turns a thrown fetch failure into a typed error. */
export function errorFromThrown(thrown: unknown): ApiError {
  if (thrown instanceof ApiRequestError) return thrown.error;
  const name = thrown instanceof Error || thrown instanceof DOMException ? thrown.name : '';
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  if (name === 'TimeoutError') return { kind: 'timeout', message };
  if (name === 'AbortError') return { kind: 'aborted', message };
  return { kind: 'network', message, cause: thrown };
}

/** Turns an error answer into a typed error. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  if (isProblem(body)) return { kind: 'problem', status: response.status, problem: body };
  return { kind: 'http', status: response.status, body };
}

/**
 * Awaits an openapi-fetch call and returns a typed result; network failures, time-outs and
 * aborts become errors instead of rejections.
 */
export async function settle<T>(pending: Promise<FetchOutcome<T>>): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await pending;
    if (response.ok) return { ok: true, data: data as T, status: response.status, response };
    return { ok: false, error: errorFromResponse(response, error), response };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}

/** The data of a result, or a thrown ApiRequestError. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiRequestError(result.error);
}

/** A short developer-facing description (users see `problem.detail` or a translated text). */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'problem':
      return `${error.status} ${error.problem.title}: ${error.problem.detail}`;
    case 'http':
      return `HTTP ${error.status}`;
    case 'network':
      return `network failure: ${error.message}`;
    case 'timeout':
      return `timeout: ${error.message}`;
    case 'aborted':
      return `aborted: ${error.message}`;
  }
}
