import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { onEveryCore, progressLine } from '#lib/onEveryCore.ts';

describe('the image steps on every core', () => {
  it('keeps one image per core in flight, each on its share of the threads, and restores sharp', async () => {
    const before = sharp.concurrency();
    const cores = availableParallelism();
    const jobs = Math.min(cores, Number(process.env.UV_THREADPOOL_SIZE) || 4);
    let inFlight = 0;
    let most = 0;
    const threads = new Set<number>();
    const done: number[] = [];
    await onEveryCore('Test', [...Array(12).keys()], async (item) => {
      most = Math.max(most, ++inFlight);
      threads.add(sharp.concurrency());
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      done.push(item);
    });
    expect(most).toBe(jobs);
    expect([...threads]).toEqual([Math.max(1, Math.floor(cores / jobs))]);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(sharp.concurrency()).toBe(before);
  });

  it('says how far along a long step is and about how long is left', () => {
    expect(progressLine(1200, 4025, 30)).toBe('1,200 of 4,025 (29%), about 1 min 11 s left');
    expect(progressLine(31, 62, 4)).toBe('31 of 62 (50%), about 4 s left');
  });
});
