// The contract fuzz suite's date family: every date field of every operation (query and body,
// nested ones included) at the limits of the days the contract takes and past them. No answer
// may be a 5xx, every error is a problem, and a day past the limits is refused naming its field.
import { describe, expect, it } from 'vitest';
import { useFuzzServer } from './fuzz-server.js';
import { dateRequests } from './fuzz-values.js';

describe('contract fuzz: dates at the limits of every date field', () => {
  const ctx = useFuzzServer();

  it('answers every day at and past the limits without a 5xx, past them with a 400', async () => {
    const findings: string[] = [];
    let sent = 0;
    let errors5xx = 0;
    let notProblem = 0;
    for (const operation of ctx.operations)
      for (const request of dateRequests(operation, ctx.headers)) {
        const response = await ctx.server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent++;
        const where = `${operation.operationId} [${request.label}] → ${String(response.statusCode)}`;
        if (response.statusCode >= 500) {
          errors5xx++;
          findings.push(`${where}: ${response.body.slice(0, 200)}`);
        }
        if (response.statusCode >= 400) {
          const type = String(response.headers['content-type'] ?? '');
          if (!type.startsWith('application/problem+json')) {
            notProblem++;
            findings.push(`${where}: ${type}`);
          }
        }
        if (request.outside) {
          const errors =
            response.statusCode === 400
              ? (response.json<{ errors?: { field: string; message: string }[] }>().errors ?? [])
              : [];
          const named = errors.some(
            (e) =>
              e.field.endsWith(request.field) &&
              /between 1900-01-01 and 2199-12-31/.test(e.message),
          );
          if (!named) findings.push(`${where}: the day past the limits is not refused by name`);
        }
      }
    console.info(
      `fuzz dates: ${String(sent)} requests, ${String(errors5xx)} 5xx, ${String(notProblem)} non-problem errors`,
    );
    expect(sent).toBeGreaterThan(60);
    expect(findings).toEqual([]);
  }, 300_000);
});
