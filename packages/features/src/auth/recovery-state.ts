/** What the three recovery steps share (§4: e-mail and code are kept across steps). */
export interface RecoveryState {
  readonly email: string;
  readonly code: string;
}

const KEY = 'emplacamento.recovery';

/** Reads the recovery state from sessionStorage (empty strings when absent or unreadable). */
export function readRecovery(storage: Storage): RecoveryState {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    const record =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    return {
      email: typeof record.email === 'string' ? record.email : '',
      code: typeof record.code === 'string' ? record.code : '',
    };
  } catch {
    return { email: '', code: '' };
  }
}

/** Keeps the recovery state for the next step; `null` forgets it (after the new password). */
export function writeRecovery(storage: Storage, state: RecoveryState | null): void {
  if (state === null) storage.removeItem(KEY);
  else storage.setItem(KEY, JSON.stringify(state));
}
