import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`DATA_DIR ${dataDir} is in use by another Rodada process; stop it or set DATA_DIR`);
    this.name = 'DataDirInUseError';
  }
}

/** The lock file of older versions (a pid written with O_EXCL); meaningless now, removed on acquire. */
const LEGACY_LOCK_FILE = 'rodada.lock';
const SOCKET_FILE = 'rodada.lock.sock';
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux), terminator included. */
const MAX_SOCKET_PATH = 100;

interface LockAddress {
  path: string;
  /** A socket file that outlives a crashed holder (abstract sockets and Windows pipes do not). */
  file: boolean;
}

function lockAddress(dir: string): LockAddress {
  const id = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  // Linux: an abstract socket, which has no file and disappears with the process that listens on it.
  if (process.platform === 'linux') return { path: `\0rodada-lock-${id}`, file: false };
  // Windows: a named pipe, which also disappears with its process.
  if (process.platform === 'win32') return { path: `\\\\?\\pipe\\rodada-lock-${id}`, file: false };
  // Elsewhere (macOS): a socket file in the directory, or in the temporary folder when that path is too long.
  const inDir = join(dir, SOCKET_FILE);
  const path = Buffer.byteLength(inDir) <= MAX_SOCKET_PATH ? inDir : join(tmpdir(), `rodada-lock-${id}.sock`);
  return { path, file: true };
}

function listen(server: Server, path: string): Promise<void> {
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
    server.listen(path);
  });
}

/** Whether a process answers on the socket file: false when it refuses (its holder died) or is gone. */
function isAnswering(path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      socket.destroy();
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      // EAGAIN: the holder's backlog is full, so it is alive.
      else if (error.code === 'EAGAIN') resolve(true);
      else reject(error);
    });
  });
}

/**
 * Takes the exclusive lock on a data directory: this process listens on a local socket named after the
 * directory's real path (an abstract socket on Linux, a named pipe on Windows, a socket file elsewhere).
 * The operating system releases it when the process ends, however it ends and whatever its pid, so a
 * restart after a crash or `kill -9` finds it free. The socket serves nothing (connections are closed) and
 * does not keep the process alive. Resolves to the function that releases it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(realpathSync(dataDir));
  const server = createServer((connection) => connection.destroy());

  for (let attempt = 0; ; attempt += 1) {
    try {
      await listen(server, address.path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      // Only a socket file can be left behind by a holder that died: if nobody answers on it, remove it
      // and listen again (twice at most; a race with another starting process ends as "in use").
      if (!address.file || attempt >= 2 || (await isAnswering(address.path))) {
        throw new DataDirInUseError(dataDir);
      }
      rmSync(address.path, { force: true });
    }
  }
  server.unref();
  // An error on a listening server (rare) must not crash the process; the lock holds until close.
  server.on('error', () => undefined);
  rmSync(join(dataDir, LEGACY_LOCK_FILE), { force: true });

  let released: Promise<void> | undefined;
  return () => {
    // Closing the server also removes its socket file.
    released ??= new Promise((resolve) => server.close(() => resolve()));
    return released;
  };
}
