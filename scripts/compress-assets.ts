// After the build: a gzip and a brotli copy of every compressible browser file, so the server sends
// precompressed bytes (serveStatic's `precompressed`) instead of compressing the same asset on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|map)$/;
/** Below this size compression gains nothing worth a second file (the server's compress threshold too). */
const MIN_BYTES = 1024;

export function compressTree(dir: string): { files: number; rawBytes: number; brBytes: number } {
  let files = 0;
  let rawBytes = 0;
  let brBytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    writeFileSync(`${file}.br`, br);
    files += 1;
    rawBytes += raw.length;
    brBytes += br.length;
  }
  return { files, rawBytes, brBytes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(import.meta.dirname, '../build/client');
  const started = performance.now();
  const { files, rawBytes, brBytes } = compressTree(dir);
  console.log(
    `precompressed ${files} files: ${(rawBytes / 1024).toFixed(0)} KB → ${(brBytes / 1024).toFixed(0)} KB brotli in ${Math.round(performance.now() - started)} ms`,
  );
}
