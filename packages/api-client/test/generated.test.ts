import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedPath, renderTypes, serviceDocuments } from '../scripts/documents';
import type { ServiceKey } from '../scripts/documents';

const services = Object.keys(serviceDocuments) as ServiceKey[];

describe('generated types', () => {
  it.each(services)('src/generated/%s.ts matches its openapi/ document', async (service) => {
    const committed = await readFile(generatedPath(service), 'utf8').catch(() => '');
    const fresh = await renderTypes(service);
    // A plain boolean keeps the failure message short and actionable instead of a huge diff.
    expect(
      committed === fresh,
      `src/generated/${service}.ts is out of date with openapi/${serviceDocuments[service]}: run pnpm generate`,
    ).toBe(true);
  });
});
