// The throw-away consumer app: a folder outside the workspace with the fixtures copied in and a
// manifest that depends on the tarballs, installed by pnpm from its content-addressed store (the
// workspace install already filled it; anything missing comes from the npm registry).
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cleanEnv, repoRoot, runPnpm } from './pack';
import type { Publishable } from './pack';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));

/** The version the workspace catalog pins for `name`, so the app builds with what we test. */
export function catalogVersion(name: string): string {
  const catalog = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const escaped = name.replace(/[/@.-]/g, (c) => `\\${c}`);
  const match = new RegExp(`^\\s+'?${escaped}'?: (\\S+)$`, 'm').exec(catalog);
  if (!match?.[1]) throw new Error(`${name} is not in the workspace catalog`);
  return match[1];
}

const pinned = (names: string[]) => Object.fromEntries(names.map((n) => [n, catalogVersion(n)]));

/** Creates and installs the consumer app in `dir`. */
export async function createConsumerApp(
  dir: string,
  tarballs: Record<Publishable, string>,
): Promise<void> {
  cpSync(join(fixtures, 'app'), dir, { recursive: true });
  renameSync(join(dir, 'tsconfig.consumer.json'), join(dir, 'tsconfig.json'));
  copyFileSync(join(fixtures, 'node-check.mjs'), join(dir, 'node-check.mjs'));
  const file = (name: Publishable) => `file:${tarballs[name]}`;
  const manifest = {
    name: 'association-app',
    private: true,
    type: 'module',
    dependencies: {
      '@emplacamento/api-client': file('api-client'),
      '@emplacamento/ui': file('ui'),
      '@emplacamento/validators': file('validators'),
      ...pinned(['react', 'react-dom']),
    },
    devDependencies: pinned([
      '@types/node',
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      'typescript',
      'vite',
    ]),
    // ui depends on validators by version; the tarball stands in for the registry here.
    pnpm: { overrides: { '@emplacamento/validators': file('validators') } },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // No lockfile exists yet, and CI=true would otherwise make pnpm insist on a frozen one.
  await runPnpm(['install', '--prefer-offline', '--no-frozen-lockfile'], dir);
}

/**
 * Runs a command in the app folder without blocking this process (the test's servers answer
 * meanwhile); resolves with stdout, rejects with stdout and stderr in the message.
 */
export async function runInApp(dir: string, command: string, args: string[]): Promise<string> {
  const bin = join(dir, 'node_modules', '.bin', command);
  try {
    const { stdout } = await promisify(execFile)(command === 'node' ? 'node' : bin, args, {
      cwd: dir,
      env: cleanEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}
