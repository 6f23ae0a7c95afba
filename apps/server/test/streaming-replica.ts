import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A throw-away PostgreSQL primary and its streaming replica (`pg_basebackup -R`), each its own cluster
 * on its own port, for the read-replica tests. Separate from the machine's server, so its configuration
 * (pg_hba replication, wal_level) is this test's own. As root, the clusters run as the postgres user.
 */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const streamingReplicaAvailable = existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_basebackup'));

function asPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]]
    : [path.join(BIN, command), args];
  return execFileSync(file, argv, { stdio: 'pipe', timeout: 120_000 }).toString();
}

function startCluster(dataDir: string, port: number, socketDir: string) {
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=32MB`;
  asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', `${dataDir}.log`, '-w', 'start']);
}

/** The primary on `primaryPort` with an empty database `database`; call `startReplica` once it holds the data. */
export function startPrimary(root: string, primaryPort: number, database: string) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const primary = path.join(root, 'primary');
  // Trust on 127.0.0.1, replication included (initdb's own pg_hba with --auth=trust); wal_level replica is the default.
  asPostgres('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync']);
  startCluster(primary, primaryPort, root);
  asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', database]);
  return `postgres://postgres@127.0.0.1:${primaryPort}/${database}`;
}

/** A streaming replica of the primary, made from a base backup (`-R` writes its standby settings). */
export function startReplica(root: string, primaryPort: number, replicaPort: number, database: string) {
  const replica = path.join(root, 'replica');
  asPostgres('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    // A fast checkpoint: the default spreads it over minutes.
    '-c',
    'fast',
  ]);
  startCluster(replica, replicaPort, root);
  return `postgres://postgres@127.0.0.1:${replicaPort}/${database}`;
}

/** Stops both clusters (fast: the tests are over) and removes their files. */
export function stopClusters(root: string) {
  for (const cluster of ['replica', 'primary']) {
    const dataDir = path.join(root, cluster);
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      try {
        asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    }
  }
  rmSync(root, { recursive: true, force: true });
}
