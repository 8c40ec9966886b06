// A random key kept in the data folder, made on first use: what seals stored secrets when no AUTH_SECRET is set (the
// embedded mode), so they can still be read after a restart. Instances sharing a database need AUTH_SECRET instead.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const codeOf = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code;

export function dataFolderKey(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (codeOf(err) !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    // Only its owner may read it; 'wx': a process that made it first wins, and its key is the one read back.
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if (codeOf(err) !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  }
}
