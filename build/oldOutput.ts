import { existsSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

// Vike resolves the config several times in one build: only the first, before anything is
// written, moves the last build's output aside.
const perProcess = globalThis as { rescueOldOutput?: Promise<unknown> };

/**
 * Vite empties each output folder file by file before it writes: at 4,000 dogs, a quarter of a
 * warm build on a busy machine, with nothing else done meanwhile. Instead the last build's
 * folders are renamed aside at the build's start (`.client-<pid>.tmp` beside them, which git
 * ignores) and removed while the build runs; the build ends once they are gone. A folder Vite
 * would not empty (outside the project, or holding a .git it keeps) is left to Vite.
 */
export function oldOutputPlugin(): Plugin {
  return {
    name: 'rescue:old-output',
    apply: 'build',
    configResolved(config) {
      perProcess.rescueOldOutput ??= Promise.all(
        Object.values(config.environments).map((environment) => {
          const dir = resolve(config.root, environment.build.outDir);
          const inRoot = !relative(config.root, dir).startsWith('..');
          const emptied = environment.build.emptyOutDir ?? inRoot;
          if (!emptied || !existsSync(dir) || existsSync(join(dir, '.git'))) return;
          const aside = join(dirname(dir), `.${basename(dir)}-${process.pid}.tmp`);
          renameSync(dir, aside);
          return rm(aside, { recursive: true });
        }),
      );
    },
    buildApp: {
      order: 'post',
      async handler() {
        await perProcess.rescueOldOutput;
      },
    },
  };
}
