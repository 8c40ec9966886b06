// Unit tests: the migrated database every test file starts from, made once per run. A PGlite image (a saved data
// folder) spares each file initdb and the migrations; on PostgreSQL a migrated template database does the same
// for CREATE DATABASE … TEMPLATE. Each file still gets a database of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db.server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A saved, migrated PGlite data folder (platform/db.server.ts's `image`). */
    pgliteImage: string;
    /** The name of a migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

async function adminQuery(baseUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'blockcast-test-image-'));
  const image = path.join(folder, 'migrated.tar');
  const embedded = await openDatabase({ memory: true });
  await embedded.migrate();
  await embedded.saveImage?.(image);
  await embedded.close();
  project.provide('pgliteImage', image);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (baseUrl) {
    template = `bc_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (baseUrl && template) await adminQuery(baseUrl, `drop database if exists ${template} with (force)`);
  };
}
