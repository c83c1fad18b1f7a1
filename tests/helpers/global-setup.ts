import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/platform/database/client';
import { seedReferenceData } from '../../src/server/modules/catalog';
import { administer, databaseAddress } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one embedded database for the whole run and saves it, so each test
 * file starts from a copy in milliseconds instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return setupPostgres(project, databaseUrl);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'directory-template-'));
  const templateFile = path.join(folder, 'template.tar.gz');
  const database = await openDatabase({});
  await database.migrate();
  await seedReferenceData(database.db);
  const client = (
    database.db as unknown as { $client: { dumpDataDir(compression: 'gzip'): Promise<Blob> } }
  ).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', templateFile);
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * On a PostgreSQL server: one migrated template database for this run; each test file
 * gets a copy (CREATE DATABASE … TEMPLATE), and every database of the run is dropped at the end.
 */
async function setupPostgres(project: TestProject, databaseUrl: string) {
  const run = `t${Date.now().toString(36)}${process.pid}`;
  const templateName = `${run}_template`;
  await administer(databaseUrl, [`create database "${templateName}"`]);
  const template = await openDatabase({
    url: databaseAddress(databaseUrl, templateName),
    poolSize: 1,
  });
  await template.migrate();
  await seedReferenceData(template.db);
  await template.close();
  project.provide('postgresTemplate', templateName);
  return async () => {
    const client = await openDatabase({ url: databaseUrl, poolSize: 1 });
    const result = (await client.db.execute(
      `select datname from pg_database where datname like '${run}%'`,
    )) as unknown as { rows: { datname: string }[] };
    await client.close();
    await administer(
      databaseUrl,
      result.rows.map((row) => `drop database if exists "${row.datname}" with (force)`),
    );
  };
}
