// `pnpm release`: builds and packs the publishable packages into release/ at the repository root,
// ready for `npm publish <tarball>` by whoever publishes; this script publishes nothing.
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packAll, repoRoot } from './pack';

const destination = join(repoRoot, 'release');
rmSync(destination, { recursive: true, force: true });
for (const [name, tarball] of Object.entries(await packAll(destination))) {
  console.info(`@emplacamento/${name}: ${relative(repoRoot, tarball)}`);
}
