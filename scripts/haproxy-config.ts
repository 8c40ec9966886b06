// deploy/haproxy.cfg made fit for this machine (npm run start:cluster, npm run chaos): its own bind addresses and
// server lines in place of Compose's.

import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** HAProxy is missing, or the template lacks a block this needs: said in one line. */
export class HaproxyConfigError extends Error {}

/**
 * deploy/haproxy.cfg with this machine's addresses: the blocks between the `start:cluster … begin/end` markers are
 * replaced (bind lines; server lines, each instance checked and again as an unchecked backup) or dropped (Compose's
 * DNS resolver).
 */
export function renderHaproxyConfig(
  template: string,
  binds: string[],
  servers: { name: string; port: number }[],
): string {
  const replace = (text: string, block: string, lines: string[]) => {
    const pattern = new RegExp(
      `^([ \\t]*)# start:cluster ${block} begin\\n[\\s\\S]*?# start:cluster ${block} end\\n`,
      'm',
    );
    if (!pattern.test(text)) throw new HaproxyConfigError(`deploy/haproxy.cfg has no "${block}" block.`);
    return text.replace(pattern, (_, indent: string) => lines.map((line) => `${indent}${line}\n`).join(''));
  };
  let config = replace(template, 'docker-dns', []);
  config = replace(
    config,
    'bind',
    binds.map((address) => `bind ${address}`),
  );
  return replace(config, 'servers', [
    ...servers.map((s) => `server ${s.name} 127.0.0.1:${s.port}`),
    ...servers.map((s) => `server ${s.name}-fallback 127.0.0.1:${s.port} backup no-check`),
  ]);
}

/** HAProxy's binary: HAPROXY_BIN, else on PATH or in the sbin folders. */
export function findHaproxy(): string {
  const explicit = process.env.HAPROXY_BIN?.trim();
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  const candidates = explicit ? [explicit] : dirs.filter(Boolean).map((dir) => path.join(dir, 'haproxy'));
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not there
    }
  }
  throw new HaproxyConfigError(
    explicit
      ? `HAPROXY_BIN=${explicit} is not an executable file.`
      : 'HAProxy is not installed: apt-get install -y haproxy (or set HAPROXY_BIN to its path).',
  );
}
