import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether a process is still running (signal 0 only asks). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes whose parent is `pid` (ps, as a process manager would see them). */
export async function childrenOf(pid: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(pid)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);
}

/** Every process below `pid`: its children, theirs, and so on. */
export async function descendantsOf(pid: number): Promise<number[]> {
  const kids = await childrenOf(pid);
  return [...kids, ...(await Promise.all(kids.map(descendantsOf))).flat()];
}

/** Polls `condition` every 100 ms; false if it has not held within `ms`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}
