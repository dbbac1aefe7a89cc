import { jest } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep.js';

const EVERY_MS = 60_000;

/** A sweep whose runs end when the test says so, and a logger that records its error lines. */
function sweepWith(run: () => Promise<void>) {
  const error = jest.fn();
  const sweep = new PeriodicSweep({
    everyMs: EVERY_MS,
    run,
    logger: { error } as unknown as Logger,
    failure: 'Sweep failed',
  });
  return { sweep, error };
}

/** A run that stays in progress until `finish` is called. */
function heldRun() {
  let finish!: () => void;
  const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { run, finish: () => finish() };
}

describe('a periodic sweep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once every period', async () => {
    const run = jest.fn(() => Promise.resolve());
    const { sweep } = sweepWith(run);
    sweep.start({ env: 'production' });
    await jest.advanceTimersByTimeAsync(EVERY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * EVERY_MS);
    expect(run).toHaveBeenCalledTimes(3);
    await sweep.stop();
  });

  it('runs at once when woken, not while a run is in progress, and not before it is started', async () => {
    const { run, finish } = heldRun();
    const { sweep } = sweepWith(run);
    sweep.runNow();
    expect(run).not.toHaveBeenCalled();
    sweep.start({ env: 'production' });
    sweep.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    sweep.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await sweep.stop();
  });

  it('is not started under tests, which run the sweep themselves', async () => {
    const run = jest.fn(() => Promise.resolve());
    const { sweep } = sweepWith(run);
    sweep.start({ env: 'test' });
    await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(run).not.toHaveBeenCalled();
  });

  it('skips the periods that find the previous run still going, then runs again once it ends', async () => {
    const { run, finish } = heldRun();
    const { sweep } = sweepWith(run);
    sweep.start({ env: 'production' });
    await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await sweep.stop();
  });

  it('logs a failed run with its line and tries again the next period', async () => {
    const failure = new Error('database gone');
    const run = jest.fn(() => Promise.reject(failure));
    const { sweep, error } = sweepWith(run);
    sweep.start({ env: 'production' });
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(error).toHaveBeenCalledWith({ err: failure }, 'Sweep failed');
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(run).toHaveBeenCalledTimes(2);
    await sweep.stop();
  });

  it('stops on shutdown after the run in progress has ended, and starts no other', async () => {
    const { run, finish } = heldRun();
    const { sweep } = sweepWith(run);
    sweep.start({ env: 'production' });
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    let stopped = false;
    const stopping = sweep.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
