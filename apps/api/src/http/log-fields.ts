// What a request log line says of the request: Fastify's own fields, with the secrets a query
// string may carry masked. EventSource cannot send headers, so the realtime stream takes its
// token as `access_token` in the address (ADR 0074), and an address is logged in full.

/** Query parameters whose values never reach the log. */
const SECRET_PARAMS = /([?&](?:access_token|token|refreshToken|code)=)[^&#]*/gi;

/** The address with secret query values replaced by `***`. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1***');

/** The request as the log shows it (Fastify's `req` serializer with the address masked). */
export function requestLogFields(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
