// Writes src/generated/<service>.ts from each document of openapi/ (turbo task `generate`).
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generatedDir, generatedPath, renderTypes, serviceDocuments } from './documents';
import type { ServiceKey } from './documents';

const only = process.argv.slice(2);
await mkdir(fileURLToPath(generatedDir), { recursive: true });
for (const service of Object.keys(serviceDocuments) as ServiceKey[]) {
  if (only.length > 0 && !only.includes(service)) continue;
  await writeFile(generatedPath(service), await renderTypes(service));
  console.info(`generated ${service}`);
}
