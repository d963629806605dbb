import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/** How often a long step says how far along it is: less often in a log file than in a terminal. */
const progressEverySeconds = process.stdout.isTTY ? 5 : 30;

/**
 * Runs `work` on every item, as many at a time as the machine has cores. sharp does its work on
 * libuv's thread pool (UV_THREADPOOL_SIZE, 4 unless set), so that caps the images in flight, and
 * the cores left over go to each image's own threads. Past a few seconds, prints how many items
 * are done of how many and about how long is left. Work that downloads its image first (`network`)
 * runs four jobs an image at a time can take, so the next downloads wait while images encode.
 */
export async function onEveryCore<T>(
  label: string,
  items: T[],
  work: (item: T) => Promise<void>,
  { network = false } = {},
): Promise<void> {
  const cores = availableParallelism();
  const encoders = Math.min(cores, Number(process.env.UV_THREADPOOL_SIZE) || 4, items.length || 1);
  const jobs = Math.min(network ? encoders * 4 : encoders, items.length || 1);
  const threadsBefore = sharp.concurrency();
  const cacheBefore = sharp.cache();
  sharp.concurrency(Math.max(1, Math.floor(cores / encoders)));
  // Every item is a new image: libvips' cache of recent results would only hold memory.
  sharp.cache(false);
  const started = performance.now();
  let done = 0;
  let reported = started;
  const queue = items.values();
  try {
    await Promise.all(
      Array.from({ length: jobs }, async () => {
        for (const item of queue) {
          await work(item);
          done++;
          const now = performance.now();
          if (now - reported > progressEverySeconds * 1000 && done < items.length) {
            reported = now;
            console.log(`${label}: ${progressLine(done, items.length, (now - started) / 1000)}`);
          }
        }
      }),
    );
  } finally {
    sharp.concurrency(threadsBefore);
    sharp.cache({
      memory: cacheBefore.memory.max,
      files: cacheBefore.files.max,
      items: cacheBefore.items.max,
    });
  }
}

/** "1,200 of 4,025 (30%), about 2 min left", from the pace so far. */
export function progressLine(done: number, total: number, seconds: number): string {
  const left = Math.round((seconds / done) * (total - done));
  const time = left < 60 ? `${left} s` : `${Math.floor(left / 60)} min ${left % 60} s`;
  const percent = Math.floor((done / total) * 100);
  return `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${percent}%), about ${time} left`;
}
