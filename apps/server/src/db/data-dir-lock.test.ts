import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir, lockSocketPath } from './data-dir-lock';

/**
 * The lock is held by other processes here, the way a server and `npm run jobs:import` meet on one
 * folder: each holder is a real Node process (through tsx) that takes the lock, says its pid and
 * waits until it is killed.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const lockModule = pathToFileURL(fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url))).href;
const HOLDER = `
const [modulePath, folder] = process.argv.slice(1);
const { lockDataDir } = await import(modulePath);
await lockDataDir(folder);
process.stdout.write('locked ' + process.pid + '\\n');
setInterval(() => {}, 1 << 30);
`;
const holderArgs = ['--import', 'tsx', '--input-type=module', '-e', HOLDER, lockModule];

const work = mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
const children: ChildProcess[] = [];
const releases: Array<() => void> = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
});
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

function newFolder(name: string): string {
  const folder = path.join(work, name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

async function take(folder: string): Promise<void> {
  releases.push(await lockDataDir(folder));
}

/** The pid a holder prints once it has the lock. */
function holderPid(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      out += chunk;
      const match = /locked (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the holder ended (${code}) before taking the lock: ${out}`)));
  });
}

/** The process state letter (Z for a zombie), or undefined once the process is gone entirely. */
function stateOf(pid: number): string | undefined {
  if (process.platform === 'linux') {
    const stat = `/proc/${pid}/stat`;
    if (!existsSync(stat)) return undefined;
    // "pid (name) S ...": the state follows the closing parenthesis of the command name.
    const line = readFileSync(stat, 'utf8');
    return line.slice(line.lastIndexOf(')') + 2)[0];
  }
  try {
    return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim()[0];
  } catch {
    return undefined;
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the lock of the embedded database folder', () => {
  it('refuses a second process while the holder lives, naming its pid, and frees at SIGKILL', async () => {
    const folder = newFolder('held');
    const child = spawn(process.execPath, [...holderArgs, folder], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const pid = await holderPid(child);

    const refused = lockDataDir(folder);
    await expect(refused).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(refused).rejects.toThrow(`The embedded database in ${folder} is in use by process ${pid}.`);

    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await ended;
    await take(folder);
  });

  it('is free as soon as a SIGKILLed holder is dead, while it is still an unreaped zombie', async () => {
    const folder = newFolder('zombie');
    // The shell starts the holder in the background and becomes `sleep`, which never waits for its
    // children: the killed holder stays a zombie, as under a PID 1 that does not reap.
    const parent = spawn('sh', ['-c', '"$0" "$@" & exec sleep 600', process.execPath, ...holderArgs, folder], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(parent);
    const pid = await holderPid(parent);
    expect(stateOf(pid)).not.toBe('Z');

    process.kill(pid, 'SIGKILL');
    await until(() => stateOf(pid) === 'Z', `process ${pid} is a zombie`);
    // The old pid check saw a zombie as alive: signal 0 still reaches it.
    expect(() => process.kill(pid, 0)).not.toThrow();

    await take(folder);
    expect(stateOf(pid)).toBe('Z');
  });

  it('is not blocked by a pid file of the older format naming a live process', async () => {
    const folder = newFolder('old-format');
    writeFileSync(path.join(folder, 'pglite.lock'), String(process.pid));
    await take(folder);
    // The socket now stands where the pid file was.
    await expect(lockDataDir(folder)).rejects.toThrow(`is in use by process ${process.pid}`);
  });

  it('refuses a second opening in the same process and frees the folder on release', async () => {
    const folder = newFolder('same-process');
    const release = await lockDataDir(folder);
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DatabaseInUseError);
    release();
    expect(existsSync(lockSocketPath(folder))).toBe(false);
    await take(folder);
  });

  it('listens in the temporary folder when the data folder path is too long for a socket', async () => {
    const folder = newFolder(path.join('a'.repeat(60), 'b'.repeat(60)));
    const socket = lockSocketPath(folder);
    expect(path.dirname(socket)).toBe(os.tmpdir());
    // Another spelling of the same folder finds the same lock.
    expect(lockSocketPath(path.join(folder, '..', path.basename(folder)))).toBe(socket);
    await take(folder);
    await expect(lockDataDir(folder)).rejects.toThrow(`The embedded database in ${folder} is in use by process`);
  });
});
