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

/** The errors `config` finds in each of `probes` (path: source), written among the project's files. */
function errorsIn(config: string, probes: Record<string, string>): string[][] {
  const { options } = settingsOf(config);
  const sources = new Map(Object.entries(probes).map(([path, text]) => [resolve(path), text]));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => sources.has(name) || fileExists(name);
  host.readFile = (name) => sources.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = sources.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram([...sources.keys()], options, host);
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

describe('each runtime compiles under its own settings', () => {
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
      const files = ts.createProgram(fileNames, options).getSourceFiles();
      const nodeTypes = files.filter((file) => file.fileName.includes('/@types/node/'));
      expect(nodeTypes.map((file) => file.fileName).slice(0, 1), config).toEqual([]);
    }
  });
});
