import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv2020, Options, ValidateFunction } from 'ajv/dist/2020.js';
import { schemasByFile } from './schemas.ts';

// ajv is loaded when a schema is compiled, not by every importer of the content loader: a build
// whose validators are precompiled never loads its compiler.
const requireModule = createRequire(import.meta.url);

/** Every schema of schemas/ in one ajv, reporting all errors with the rule that failed. */
export function contentAjv(code?: Options['code']): Ajv2020 {
  const { Ajv2020 } = requireModule('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const addFormats = requireModule('ajv-formats') as typeof import('ajv-formats').default;
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true, code });
  addFormats(ajv);
  // Words for people: the rule a `pattern` stands for, said in errors with the field's `examples`.
  ajv.addKeyword({ keyword: 'patternDescription', schemaType: 'string' });
  for (const schema of schemasByFile.values()) ajv.addSchema(schema);
  return ajv;
}

/**
 * Where the schema files' validators are kept precompiled (`npm install` writes them, through
 * scripts/buildCli.ts), named by a hash of all that compiles them: the schemas, this module and
 * ajv's version. A changed schema is never checked by old code: its name is simply not there.
 */
function precompiledFile(): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([...schemasByFile]))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(`ajv ${(requireModule('ajv/package.json') as { version: string }).version}`)
    .digest('hex')
    .slice(0, 16);
  const root = fileURLToPath(new URL('../../', import.meta.url));
  return `${root}node_modules/.cache/rescue/validators-${hash}.cjs`;
}

/** Writes the schema files' validators as code, for the builds that follow (one compile saved each). */
export function writePrecompiledValidators(): void {
  const { _ } = requireModule('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const standaloneCode = requireModule(
    'ajv/dist/standalone/index.js',
  ) as typeof import('ajv/dist/standalone/index.js').default;
  const ajv = contentAjv({
    source: true,
    formats: _`require("ajv-formats/dist/formats").fullFormats`,
  });
  const file = precompiledFile();
  mkdirSync(dirname(file), { recursive: true });
  // Whole or not at all: a build reading it meanwhile never loads half a module.
  writeFileSync(
    `${file}.${process.pid}.tmp`,
    standaloneCode(ajv, Object.fromEntries([...schemasByFile.keys()].map((ref) => [ref, ref]))),
  );
  renameSync(`${file}.${process.pid}.tmp`, file);
}

let ajv: Ajv2020 | undefined;
let precompiled: Record<string, ValidateFunction> | null | undefined;

/**
 * The validator of a schema file or of a part of one (`dog.schema.json#/properties/dogName`):
 * precompiled where `npm install` wrote it for these schemas, else compiled on first use. The
 * compiled CLI replaces this module with precompiled validators of its own (scripts/buildCli.ts).
 */
export function validatorFor(schemaRef: string): ValidateFunction {
  if (precompiled === undefined) {
    try {
      precompiled = requireModule(precompiledFile()) as Record<string, ValidateFunction>;
    } catch {
      precompiled = null; // Not written for these schemas (yet): compiled here instead.
    }
  }
  if (precompiled && Object.hasOwn(precompiled, schemaRef)) return precompiled[schemaRef]!;
  ajv ??= contentAjv();
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`No schema ${schemaRef} in schemas/`);
  return validate;
}
