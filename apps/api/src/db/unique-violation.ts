// A write refused by a unique index: two saves of the same new name or code at once both pass the
// service's check first, and the second must still get the service's 409, not a 500.

/** Whether `error` (or an error it wraps) is PostgreSQL's unique violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
};

/** Runs `write`; a unique violation becomes `problem()` instead. */
export async function refuseDuplicate<T>(
  write: () => Promise<T>,
  problem: () => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw problem();
    throw error;
  }
}
