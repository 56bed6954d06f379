import { isDependencyUnavailable } from '../../lib/aws/errors';

/**
 * How the local stack starts on a slow or busy machine (contract 7): each piece is waited for with
 * bounds of its own, generous for a cold JVM on two busy cores and unrelated to the production
 * request bounds (lib/aws/deadlines.ts); a slow piece is named while it is waited for, and a
 * piece that truly fails is named with what to do.
 */

/** After this long a piece still starting is named on stderr, and again every {@link REMIND_EVERY_MS}. */
export const PATIENCE_MS = 5_000;
const REMIND_EVERY_MS = 10_000;

/** A piece of the local stack that could not start: which, why, and what to do (one line, docs/operations.md "Start-up errors"). */
export class StartUpError extends Error {
  override name = 'StartUpError';
  constructor(
    readonly piece: string,
    reason: string,
    whatToDo: string,
  ) {
    super(`The local stack could not start: ${piece} ${reason}. ${whatToDo}`);
  }
}

/** Errors that already say, in one line, what went wrong and what to do (a missing Java, a taken port, a seed clash). */
const selfExplaining = (error: unknown) => error instanceof Error && /^(JavaMissingError|PortInUseError|SeedClashError|StartUpError)$/.test(error.name);

/**
 * Starts one piece, saying on stderr which piece it still waits for when it is slow, and turning
 * any failure into a {@link StartUpError} that names it and says what to do (`whatToDo`).
 */
export async function startPiece<T>(piece: string, start: () => Promise<T>, whatToDo: string, say: (line: string) => void = stderrLine): Promise<T> {
  const started = Date.now();
  const waiting = () => say(`Still starting ${piece} (${Math.round((Date.now() - started) / 1000)} s): the machine is slow or busy; waiting.`);
  let reminder: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    waiting();
    reminder = setInterval(waiting, REMIND_EVERY_MS);
  }, PATIENCE_MS);
  try {
    return await start();
  } catch (error) {
    if (selfExplaining(error)) throw error;
    throw new StartUpError(piece, `failed: ${oneLine(error)}`, whatToDo);
  } finally {
    clearTimeout(first);
    clearInterval(reminder);
  }
}

/**
 * Runs an idempotent step (the seed) again while what it calls is merely slow (a timeout, a 503:
 * the production bounds of the functions it goes through), for up to `budgetMs`; any other
 * failure, or the budget spent, is thrown.
 */
export async function whileSlow<T>(step: () => Promise<T>, budgetMs: number, onRetry: (error: unknown, attempt: number) => void): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isSlow(error) || Date.now() > deadline) throw error;
      onRetry(error, attempt);
      await new Promise((r) => setTimeout(r, Math.min(5_000, 500 * attempt)));
    }
  }
}

/** A failure that only says a dependency answered too slowly, or not now (the seed's calls go through the production bounds). */
function isSlow(error: unknown): boolean {
  if (isDependencyUnavailable(error)) return true;
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (status === 503) return true;
  return error instanceof Error && /\b503\b|service_unavailable|temporarily unavailable/.test(error.message);
}

/** An error as one line, without a stack. */
export const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);

function stderrLine(line: string): void {
  process.stderr.write(`${line}\n`);
}
