// One migrated and seeded database for the whole run, copied for each test file: migrating and
// seeding took most of a file's start under load. PGlite: a dump of the data directory that each
// file opens as its own in-memory copy. PostgreSQL: a template database each file's database is
// created from (`CREATE DATABASE … TEMPLATE`).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed.js';
import { testScrypt } from './scrypt.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template: a PGlite dump file, or a PostgreSQL database name. */
    databaseTemplate: { pgliteDump: string } | { postgresTemplate: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `api_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    await seedDemo(database.db, testScrypt);
    await database.close();
    project.provide('databaseTemplate', { postgresTemplate: name });
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ memory: true });
  await seedDemo(database.db, testScrypt);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-api-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { pgliteDump: file });
  return () => rm(dir, { recursive: true, force: true });
}
