import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where running local stacks announce themselves, so tools find one without being told: each
 * `npm start` writes `<tmp>/service-api-stacks/<pid>.json` naming its directory and removes it
 * when it stops. A stack killed outright leaves its file behind; a dead pid makes it ignored.
 */
const registry = join(tmpdir(), 'service-api-stacks');

/** Whether a process is alive (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Announces this process's stack under `dir`; returns what removes the announcement. */
export function announceRunningStack(dir: string): () => void {
  mkdirSync(registry, { recursive: true });
  const file = join(registry, `${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ dir: resolve(dir), pid: process.pid, started_at: new Date().toISOString() }));
  return () => rmSync(file, { force: true });
}

/** The pid of the stack whose `stack.json` is in `dir`, if that process is running now. */
export function runningStackPid(dir: string): number | undefined {
  const stackFile = join(dir, 'stack.json');
  if (!existsSync(stackFile)) return undefined;
  const { pid } = JSON.parse(readFileSync(stackFile, 'utf8')) as { pid?: number };
  return pid !== undefined && alive(pid) ? pid : undefined;
}

/** Whether the stack whose `stack.json` is in `dir` is running now. */
export const isRunning = (dir: string): boolean => runningStackPid(dir) !== undefined;

/**
 * The directory of the local stack a tool should use: `dir` if given (or the `SERVICE_DIR`
 * environment variable); else `./.local` if its
 * stack is running; else the most recently started running stack. Throws one line otherwise.
 */
export function findLocalStack(dir: string | undefined = process.env.SERVICE_DIR || undefined): string {
  if (dir !== undefined) {
    const given = resolve(dir);
    if (!existsSync(join(given, 'stack.json'))) throw new Error(`No local stack in ${given}: start one with npm start -- --dir ${dir}`);
    if (!isRunning(given)) throw new Error(`The local stack in ${given} is not running: start it with npm start -- --dir ${dir}`);
    return given;
  }
  if (isRunning(resolve('.local'))) return resolve('.local');
  const running = existsSync(registry)
    ? readdirSync(registry)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(join(registry, name), 'utf8')) as { dir: string; pid: number; started_at: string })
        .filter((entry) => alive(entry.pid) && isRunning(entry.dir))
        .sort((a, b) => b.started_at.localeCompare(a.started_at))
    : [];
  if (running[0]) return running[0].dir;
  throw new Error('No local stack is running: start one with npm start (or name one with --dir <path>, or a deployed stack with --stack <name>)');
}
