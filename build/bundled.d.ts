import type { Plugin } from 'vite';

export interface Bundle {
  /** The bundled module. */
  file: string;
  /** Each of the project's files bundled, with its size and modification time then. */
  inputs: { path: string; size: number; mtimeMs: number }[];
}

/** bundled.js: `entry` and what it imports of the project (root) as one JavaScript module. */
export function bundled(entry: string, root: string): Promise<Bundle>;

/** bundled.js: in `vike dev`, restarts the server when a file of the bundle is edited. */
export function restartWhenEdited(bundle: Bundle): Plugin;
