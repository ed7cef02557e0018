// Packs the publishable packages with pnpm, as a registry would receive them: pnpm applies each
// manifest's publishConfig (exports and types pointing at dist/), turns `workspace:` and
// `catalog:` ranges into versions, and runs `prepack`, which builds dist/ first.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The packages other association apps install, in dependency order. */
export const publishable = ['validators', 'api-client', 'ui'] as const;
export type Publishable = (typeof publishable)[number];

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The pnpm of the workspace (package.json `packageManager`), fetched by npx when missing. */
export const pnpm = ['-y', 'pnpm@10.34.8'];

/**
 * The environment of a child pnpm/npm/node: without the `npm_*` variables of the pnpm that runs
 * this script, which would otherwise point the child at this workspace's settings.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key)),
  );
  return { ...env, ...extra };
}

/** Runs pnpm with the clean environment; resolves with its stdout. */
export async function runPnpm(args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('npx', [...pnpm, ...args], {
      cwd,
      env: cleanEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`pnpm ${args.join(' ')} in ${cwd} failed:\n${stdout}\n${stderr}`);
  }
}

/**
 * Builds and packs each publishable package into `destination`, the three at once (their builds
 * are independent: ui's build leaves validators external); returns the tarball paths.
 */
export async function packAll(destination: string): Promise<Record<Publishable, string>> {
  mkdirSync(destination, { recursive: true });
  const packed = await Promise.all(
    publishable.map(async (name) => {
      // Each pack writes into a folder of its own, so finding its tarball needs no name guessing.
      const own = mkdtempSync(join(destination, `.${name}-`));
      await runPnpm(['pack', '--pack-destination', own], join(repoRoot, 'packages', name));
      const [file] = readdirSync(own).filter((candidate) => candidate.endsWith('.tgz'));
      if (!file) throw new Error(`pnpm pack wrote no tarball for @emplacamento/${name}`);
      renameSync(join(own, file), join(destination, file));
      rmSync(own, { recursive: true, force: true });
      return [name, join(destination, file)] as const;
    }),
  );
  return Object.fromEntries(packed) as Record<Publishable, string>;
}
