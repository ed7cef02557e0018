// Writes src/generated/<service>.ts from each document of openapi/ (turbo task `generate`).
// In CI (or with --check) it writes nothing and fails when a committed file is stale: turbo runs
// `generate` before the tests, so writing there would hide a forgotten `pnpm generate`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generatedDir, generatedPath, renderTypes, serviceDocuments } from './documents';
import type { ServiceKey } from './documents';

const args = process.argv.slice(2);
const check = args.includes('--check') || process.env.CI === 'true';
const only = args.filter((arg) => !arg.startsWith('--'));
const services = (Object.keys(serviceDocuments) as ServiceKey[]).filter(
  (service) => only.length === 0 || only.includes(service),
);

await mkdir(fileURLToPath(generatedDir), { recursive: true });
const stale: string[] = [];
for (const service of services) {
  const fresh = await renderTypes(service);
  if (check) {
    const committed = await readFile(generatedPath(service), 'utf8').catch(() => '');
    if (committed !== fresh) stale.push(`src/generated/${service}.ts`);
  } else {
    await writeFile(generatedPath(service), fresh);
    console.info(`generated ${service}`);
  }
}
if (stale.length > 0) {
  console.error(`Out of date with openapi/: ${stale.join(', ')} — run pnpm generate and commit.`);
  process.exit(1);
}
if (check) console.info(`generated types up to date (${String(services.length)} services)`);
