// `npm run check`: Prettier, ESLint, tsc and knip (unused files, exports and dependencies) side by
// side (each keeps about one core busy, so one after the other left a core idle), each one's output
// printed whole when it ends. Fails when any of them fails.
import { spawn } from 'node:child_process';

const scripts = ['format:check', 'lint', 'typecheck', 'knip'];

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<boolean>((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => {
          const passed = code === 0;
          const heading = `npm run ${script}: ${passed ? 'passed' : `failed (exit code ${code})`}`;
          process.stdout.write(`${heading}\n${output.trimEnd() ? `${output.trimEnd()}\n` : ''}`);
          resolve(passed);
        });
      }),
  ),
);
if (results.includes(false)) process.exit(1);
