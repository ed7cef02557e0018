/** Cheap scrypt for tests: the cost is stored with each hash, so verification is the same code. */
export const testScrypt = { N: 1024, r: 8, p: 1 };
