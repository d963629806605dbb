import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each runtime's TypeScript settings (tsconfig.browser.json, tsconfig.worker.json,
// tsconfig.node.json, checked together by `npm run typecheck`) keep Node's modules and globals out
// of the code that runs in the browser and in the Worker.

function settingsOf(config: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} unreadable`);
  return parsed;
}

// Parsed once for every program here (all three settings share their target): the DOM's and
// Node's types are most of each program.
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/** A program of `roots` under `options`, with `probes` (path: source) among the project's files. */
function programOf(
  roots: string[],
  options: ts.CompilerOptions,
  probes = new Map<string, string>(),
) {
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => probes.has(name) || fileExists(name);
  host.readFile = (name) => probes.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const probe = probes.get(name);
    if (probe !== undefined) return ts.createSourceFile(name, probe, language);
    if (!parsedFiles.has(name)) parsedFiles.set(name, getSourceFile(name, language, ...rest));
    return parsedFiles.get(name);
  };
  return ts.createProgram(roots, options, host);
}

/** The errors `config` finds in each of `probes` (path: source), written among the project's files. */
function errorsIn(config: string, probes: Record<string, string>): string[][] {
  const sources = new Map(Object.entries(probes).map(([path, text]) => [resolve(path), text]));
  const program = programOf([...sources.keys()], settingsOf(config).options, sources);
  return [...sources.keys()].map((name) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(name))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
  );
}

const readsFiles = `import { readFileSync } from 'node:fs';\nexport const text = readFileSync('x', 'utf8');\n`;
const readsEnvironment = `export const secret = process.env.SECRET;\n`;

const browserProbe = 'components/probe/enhance.ts';
const workerProbe = 'server/worker/probe.ts';

// Generous: on a busy machine, loading the DOM's and Node's types takes a while.
describe('each runtime compiles under its own settings', { timeout: 120_000 }, () => {
  it("fails a browser script that imports one of Node's modules", () => {
    const [errors] = errorsIn('tsconfig.browser.json', { [browserProbe]: readsFiles });
    expect(errors).toContainEqual(expect.stringContaining("Cannot find module 'node:fs'"));
  });

  it("fails Worker code that reads Node's process.env", () => {
    const [errors] = errorsIn('tsconfig.worker.json', { [workerProbe]: readsEnvironment });
    expect(errors).toContainEqual(expect.stringContaining("Cannot find name 'process'"));
  });

  it('passes the same code under Node', () => {
    const probes = { [browserProbe]: readsFiles, [workerProbe]: readsEnvironment };
    expect(errorsIn('tsconfig.node.json', probes)).toEqual([[], []]);
  });

  it("gives the browser's and the Worker's programs no Node types, whatever their files import", () => {
    for (const config of ['tsconfig.browser.json', 'tsconfig.worker.json']) {
      const { fileNames, options } = settingsOf(config);
      expect(fileNames.length, `${config} checks no file`).toBeGreaterThan(0);
      const files = programOf(fileNames, options).getSourceFiles();
      const nodeTypes = files.filter((file) => file.fileName.includes('/@types/node/'));
      expect(nodeTypes.map((file) => file.fileName).slice(0, 1), config).toEqual([]);
    }
  });
});
