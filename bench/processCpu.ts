// CPU seconds of every process on the machine while something runs, by kind (Chromium's
// renderers, vitest's workers, the builds, wrangler…): where a test run's time goes on a machine
// whose cores it keeps busy. Linux only (/proc); elsewhere it reports nothing. Read every 100 ms, so
// a process that lives less than that is missed.
import { readFileSync, readdirSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux that Node supports

/** What a process is, from its command line. */
function kindOf(commandLine: string): string {
  // Chromium's helpers are /proc/self/exe --type=….
  if (/chrom|--type=\w+/.test(commandLine)) {
    const type = /--type=(\w+)/.exec(commandLine)?.[1];
    // A renderer forked from the zygote keeps the zygote's command line.
    return type === 'zygote' || type === 'renderer'
      ? 'Chromium: pages'
      : `Chromium: ${type ?? 'browser'}`;
  }
  // No command line: a kernel thread, or a process first seen as it ended (a zombie has none).
  if (commandLine === '') return 'unnamed (kernel, or seen only ending)';
  const kinds: [RegExp, string][] = [
    [/workerd/, 'workerd (the Worker)'],
    [/wrangler/, 'wrangler (node)'],
    [/vike\S* build|\/\.cache\/bundled\//, 'site builds'],
    [/vitest/, 'vitest (workers and main)'],
    [/^(\S*\/)?git /, 'git'],
    // Not a path's "rescue": the run's temp folder is rescue-tests-….
    [/cli\/bin\.js|\/\.bin\/rescue |npx rescue /, 'rescue (CLI commands)'],
    [/esbuild/, 'esbuild'],
    [/\b(tsc|eslint|knip|prettier)\b/, 'code checks'],
    [/\bnpm\b/, 'npm'],
    [/\btsx\b/, 'tsx (scripts)'],
  ];
  return kinds.find(([pattern]) => pattern.test(commandLine))?.[1] ?? 'other';
}

/** Starts counting; `stop()` gives CPU seconds by kind, largest first. */
export function processCpu(): { stop(): [kind: string, seconds: number][] } {
  let since = 0;
  // By pid and start time (pids are reused): its kind, its ticks when first seen, and the last.
  const seen = new Map<string, { kind: string; first: number; last: number }>();
  const read = () => {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
        const key = `${pid}:${fields[19]}`; // starttime
        const known = seen.get(key);
        if (known) known.last = ticks;
        else {
          const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
          // A process started before the count counts from now; one started since, from zero.
          const first = Number(fields[19]) < since ? ticks : 0;
          const kind =
            pid === String(process.pid) ? 'vitest (workers and main)' : kindOf(commandLine);
          seen.set(key, { kind, first, last: ticks });
        }
      } catch {
        // Ended between the listing and the read.
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    since = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * ticksPerSecond;
    read();
    timer = setInterval(read, 100);
  } catch {
    // No /proc here.
  }
  return {
    stop() {
      clearInterval(timer);
      if (timer) read();
      const byKind = new Map<string, number>();
      for (const { kind, first, last } of seen.values()) {
        byKind.set(kind, (byKind.get(kind) ?? 0) + (last - first) / ticksPerSecond);
      }
      return [...byKind].filter(([, seconds]) => seconds >= 0.5).sort((a, b) => b[1] - a[1]);
    },
  };
}
