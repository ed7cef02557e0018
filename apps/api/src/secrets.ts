// Token signing keys: from configuration when given (several instances must share one), otherwise
// generated once and kept in the data folder so restarts keep sessions valid (docs/decisions/0052).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

/** Keys the server signs with. */
export interface Secrets {
  jwtKey: Uint8Array;
}

interface StoredSecrets {
  jwtSecret: string;
}

const isStored = (value: unknown): value is StoredSecrets =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredSecrets).jwtSecret === 'string';

/** Reads the keys, creating `secrets.json` (mode 0600) in the data folder on first start. */
export function loadSecrets(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Secrets {
  if (config.jwtSecret !== undefined) return { jwtKey: new TextEncoder().encode(config.jwtSecret) };
  const file = path.join(config.dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!isStored(parsed)) throw new Error(`${file} is not a secrets file`);
    return { jwtKey: new TextEncoder().encode(parsed.jwtSecret) };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const stored: StoredSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
  // `wx`: if another process won the race, read its file instead of overwriting it.
  try {
    fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSecrets(config);
    throw error;
  }
  return { jwtKey: new TextEncoder().encode(stored.jwtSecret) };
}
