import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AppName } from '@brass/shared/runtime-config';
import { liveConfig } from './live-releases';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Runs a release command the way a team does, against the releases folder of the shop under test. */
async function pnpm(...args: string[]): Promise<string> {
  const { stdout } = await run('pnpm', ['--silent', ...args], { cwd: repo, env: process.env });
  return stdout;
}

/** `pnpm release <app>`; the id is the last line it prints. */
export async function release(app: AppName): Promise<string> {
  return (await pnpm('release', app)).trim().split('\n').at(-1)!;
}

/** `pnpm promote`; `--force` among `flags` takes a release past unmet version requirements. */
export const promote = (app: AppName, id: string, ...flags: '--force'[]) =>
  pnpm('promote', app, id, ...flags);
export const rollback = (app: AppName) => pnpm('rollback', app);

/** `pnpm preview`: the path and query of the link it prints last, to open on the shop under test. */
export async function previewLink(app: AppName, id: string): Promise<string> {
  const link = new URL((await pnpm('preview', app, id)).trim().split('\n').at(-1)!);
  return `${link.pathname}${link.search}`;
}

/** The release of an app the running shop serves to new page loads. */
export async function servedRelease(app: AppName): Promise<string | undefined> {
  return (await liveConfig()).releases[app];
}

/**
 * Releases an app built from its sources with one text changed, and puts the source back at once,
 * whatever happens: the change lives only in the release.
 */
export async function releaseWithText(app: AppName, file: string, from: string, to: string): Promise<string> {
  const path = `${repo}${file}`;
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
  writeFileSync(path, original.replace(from, to));
  try {
    return await release(app);
  } finally {
    writeFileSync(path, original);
  }
}

/** The process listening on a local TCP port, found through /proc: the same before and after means no restart. */
export function listeningProcess(port: number): string | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.replace(/^socket:\[(\d+)\]$/, '$1'))) return pid;
      }
    } catch {
      // a process that ended meanwhile, or one not ours to read
    }
  }
  return undefined;
}
