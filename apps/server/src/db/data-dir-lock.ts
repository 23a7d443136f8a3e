import { createHash, randomBytes } from 'node:crypto';
import { linkSync, lstatSync, realpathSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DatabaseInUseError extends Error {}

/**
 * Longest socket path every platform takes: `sun_path` is 108 bytes on Linux and 104 on macOS,
 * both counting the closing NUL.
 */
const MAX_SOCKET_PATH = 103;

/** How long a starter waits for a live holder to say its pid before refusing without it. */
const ANSWER_TIMEOUT_MS = 3_000;

/** Errors of `connect` that mean nobody listens there: the holder is gone (or never was). */
const NOBODY_LISTENS = new Set(['ECONNREFUSED', 'ENOENT', 'ENOTSOCK']);

/**
 * Where the lock of a data folder listens: `pglite.lock` inside it, or, when that path is too long
 * for a socket or the folder's file system takes no sockets, a socket in the temporary folder named
 * by a hash of the folder's real path, so every process picks the same one. Windows has named pipes
 * instead, released the same way.
 */
export function lockSocketPath(folder: string, inFolder = true): string {
  const own = path.join(folder, 'pglite.lock');
  const hash = createHash('sha256').update(realpathSync(folder)).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\careerloom-${hash}`;
  if (inFolder && Buffer.byteLength(own) <= MAX_SOCKET_PATH) return own;
  return path.join(os.tmpdir(), `careerloom-${hash}.lock`);
}

/**
 * Takes the embedded database's folder for this process, or throws DatabaseInUseError naming the
 * process that has it. PGlite is a single-process database: a second process (a second server, or
 * the admin command while the server runs) would corrupt it.
 *
 * The holder listens on a Unix socket and answers each connection with its pid. The kernel closes
 * that socket when the process ends, before anyone reaps it, so a process killed with SIGKILL
 * frees the folder at once even while it is a zombie, and a later process given the same pid
 * cannot hold it by accident (decision 034). A socket file nobody listens on (and the pid file
 * older versions wrote at the same path) is stale and taken over.
 *
 * Returns the release, which closes the socket and removes its file.
 */
export async function lockDataDir(folder: string): Promise<() => void> {
  try {
    return await lockAt(lockSocketPath(folder), folder);
  } catch (error) {
    if (error instanceof DatabaseInUseError || !socketUnsupported(error)) throw error;
    return lockAt(lockSocketPath(folder, false), folder);
  }
}

async function lockAt(socketPath: string, folder: string): Promise<() => void> {
  // A few turns cover a holder that ends, or another starter that takes over, between two steps.
  for (let attempt = 0; attempt < 5; attempt++) {
    const server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end(`${process.pid}\n`);
    });
    try {
      await listen(server, socketPath);
      // The lock must never keep a process alive that has nothing else to do.
      server.unref();
      server.on('error', () => undefined);
      // libuv unlinks the socket file on close, before it closes the descriptor.
      return () => server.close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const before = identity(socketPath);
    if (!before) continue;
    const answer = await askHolder(socketPath);
    if (answer.kind === 'alive') {
      const who = answer.pid ? `process ${answer.pid}` : 'another process';
      throw new DatabaseInUseError(
        `The embedded database in ${folder} is in use by ${who}. ` +
          'Stop that process first, or use a PostgreSQL server through DATABASE_URL.',
      );
    }
    if (answer.kind === 'gone') removeStale(socketPath, before);
  }
  throw new Error(`Could not take the lock of the embedded database at ${socketPath}: it keeps changing hands.`);
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

type Answer = { kind: 'alive'; pid: number | undefined } | { kind: 'gone' } | { kind: 'retry' };

/** Connects to the lock: a listener means a live holder, which says its pid and hangs up. */
function askHolder(socketPath: string): Promise<Answer> {
  return new Promise((resolve) => {
    let said = '';
    let connected = false;
    const socket = net.createConnection(socketPath);
    let settled = false;
    const done = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    // A holder busy with a long synchronous step accepts (the kernel does) but answers late. The
    // verdict waits one more turn of the event loop (setImmediate runs after its I/O callbacks):
    // a starter starved of CPU for the whole wait, on a loaded machine, finds the refused connection
    // of a dead holder still queued when its timer fires, and read it as a live, silent holder.
    const timer = setTimeout(() => setImmediate(() => done({ kind: 'alive', pid: undefined })), ANSWER_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: string) => {
      said += chunk;
    });
    socket.on('end', () => {
      const pid = Number.parseInt(said, 10);
      done({ kind: 'alive', pid: Number.isSafeInteger(pid) && pid > 0 ? pid : undefined });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Hung up mid-answer: the holder is ending; look again.
      if (connected) done({ kind: 'retry' });
      else if (NOBODY_LISTENS.has(error.code ?? '')) done({ kind: 'gone' });
      // EACCES and the like: another user's lock, which this process could not remove anyway.
      else done({ kind: 'alive', pid: undefined });
    });
  });
}

function identity(file: string): string | undefined {
  try {
    const stat = lstatSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Removes the stale socket file, but only the one found stale: two starters may find it stale at
 * once, and the slower one must not delete the socket the faster one has just made. Moving the
 * file aside is atomic; if what was moved is not the stale file, it goes back.
 */
function removeStale(socketPath: string, stale: string): void {
  const aside = `${socketPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(socketPath, aside);
  } catch {
    return; // already gone; the next turn looks again
  }
  try {
    if (identity(aside) !== stale) linkSync(aside, socketPath);
  } catch {
    // A third starter made a new lock meanwhile; it holds the folder.
  } finally {
    rmSync(aside, { force: true });
  }
}

/** The folder's file system takes no sockets here (some network and host-shared mounts). */
function socketUnsupported(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return ['EOPNOTSUPP', 'ENOTSUP', 'EPERM', 'EACCES', 'ENAMETOOLONG', 'EINVAL'].includes(code);
}
