// CPU time of processes from Linux /proc, for the benchmarks' CPU per request: the API
// processes (a cluster's primary and its workers) and the PostgreSQL backends of a database.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** The clock tick of /proc/<pid>/stat (USER_HZ), 100 on Linux. */
const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command name, or null when the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null;
  }
}

/** CPU milliseconds (user + system) a process has used so far; 0 when it cannot be read. */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/** The process ids whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => Number(statFields(candidate)?.[1]) === pid);
}

/** CPU milliseconds used so far by `pid` and its children (a cluster's primary and workers). */
export function processTreeCpuMs(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((sum, each) => sum + processCpuMs(each), 0);
}

/**
 * CPU milliseconds used so far by each PostgreSQL backend serving `databaseUrl`'s database,
 * by process id (per backend, because pools close idle connections and open new ones between
 * readings), or null when they cannot be read (another host).
 */
export async function postgresBackendsCpuMs(
  databaseUrl: string,
): Promise<Record<number, number> | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu: Record<number, number> = {};
    for (const { pid } of rows) {
      if (statFields(pid)) cpu[pid] = processCpuMs(pid);
    }
    return Object.keys(cpu).length > 0 || rows.length === 0 ? cpu : null;
  } finally {
    await client.end();
  }
}

/**
 * CPU ms the PostgreSQL backends used between two readings: each backend's growth, a backend
 * opened meanwhile from zero (one closed meanwhile was idle, and can no longer be read).
 */
export function postgresDelta(
  before: Record<number, number> | null,
  after: Record<number, number> | null,
): number | null {
  if (before === null || after === null) return null;
  let total = 0;
  for (const [pid, ms] of Object.entries(after)) total += ms - (before[Number(pid)] ?? 0);
  return total;
}
