import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATIENCE_MS, startPiece, StartUpError, whileSlow } from '../../infra/local/start-up';

/** Contract 7: a slow start names what it waits for; a failed one names the piece and what to do. */
describe('starting a piece of the local stack', () => {
  afterEach(() => vi.useRealTimers());

  it('names the piece it still waits for while it is slow, and stops saying so once it has started', async () => {
    vi.useFakeTimers();
    const said: string[] = [];
    let ready!: (value: string) => void;
    const started = startPiece(
      'DynamoDB Local (Java)',
      () => new Promise<string>((r) => (ready = r)),
      'Check Java.',
      (line) => said.push(line),
    );
    await vi.advanceTimersByTimeAsync(PATIENCE_MS - 1);
    expect(said).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(said).toEqual([expect.stringMatching(/^Still starting DynamoDB Local \(Java\) \(5 s\): the machine is slow or busy; waiting\.$/)]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(said).toHaveLength(2);
    expect(said[1]).toContain('(15 s)');
    ready('up');
    expect(await started).toBe('up');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(said).toHaveLength(2);
  });

  it('says nothing for a piece that starts within its patience', async () => {
    const said: string[] = [];
    expect(
      await startPiece(
        'SQS (fauxqs)',
        async () => 4566,
        'Restart.',
        (line) => said.push(line),
      ),
    ).toBe(4566);
    expect(said).toEqual([]);
  });

  it('turns a failure into one line naming the piece, the reason and what to do', async () => {
    const failure = await startPiece(
      'SES (aws-ses-v2-local)',
      () => Promise.reject(new Error('listen EADDRNOTAVAIL 127.0.0.1:8005\n    at Server.setupListenHandle')),
      'Run npm start again.',
      () => {},
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartUpError);
    expect((failure as StartUpError).piece).toBe('SES (aws-ses-v2-local)');
    expect((failure as Error).message).toBe(
      'The local stack could not start: SES (aws-ses-v2-local) failed: listen EADDRNOTAVAIL 127.0.0.1:8005. Run npm start again.',
    );
  });

  it('passes on errors that already say what to do', async () => {
    const taken = Object.assign(new Error('Port 8000 is taken: use --port 0 --free-ports'), { name: 'PortInUseError' });
    await expect(
      startPiece(
        'DynamoDB Local (Java)',
        () => Promise.reject(taken),
        'Check Java.',
        () => {},
      ),
    ).rejects.toBe(taken);
  });
});

describe('running the idempotent seed while its dependencies are merely slow', () => {
  afterEach(() => vi.useRealTimers());
  const slow = () => Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });

  it('tries again on a timeout or a 503, and returns the first success', async () => {
    vi.useFakeTimers();
    const retries: number[] = [];
    let calls = 0;
    const seeding = whileSlow(
      async () => {
        calls++;
        if (calls === 1) throw slow();
        if (calls === 2) throw Object.assign(new Error('seed call answered'), { status: 503 });
        return 'seeded';
      },
      60_000,
      (_error, attempt) => retries.push(attempt),
    );
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await seeding).toBe('seeded');
    expect(retries).toEqual([1, 2]);
  });

  it('throws any other failure at once', async () => {
    const clash = new Error('the seed met a user it did not write');
    let calls = 0;
    await expect(
      whileSlow(
        () => {
          calls++;
          return Promise.reject(clash);
        },
        60_000,
        () => {},
      ),
    ).rejects.toBe(clash);
    expect(calls).toBe(1);
  });

  it('gives up once its budget is spent', async () => {
    vi.useFakeTimers();
    let calls = 0;
    // Waits of 0.5, 1 and 1.5 s between tries: the fourth, 3 s in, is past a 2 s budget.
    const seeding = whileSlow(
      () => {
        calls++;
        return Promise.reject(slow());
      },
      2_000,
      () => {},
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await seeding).toMatchObject({ message: 'Request timed out' });
    expect(calls).toBe(4);
  });
});
