import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemasByFile } from './schemas.ts';

/** Every schema of schemas/ in one ajv, reporting all errors with the rule that failed. */
export function contentAjv(code?: Options['code']): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true, code });
  addFormats.default(ajv);
  // Words for people: the rule a `pattern` stands for, said in errors with the field's `examples`.
  ajv.addKeyword({ keyword: 'patternDescription', schemaType: 'string' });
  for (const schema of schemasByFile.values()) ajv.addSchema(schema);
  return ajv;
}

let ajv: Ajv2020 | undefined;

/**
 * The validator of a schema file or of a part of one (`dog.schema.json#/properties/dogName`),
 * compiled on first use. The compiled CLI replaces this module with precompiled validators
 * (scripts/buildCli.ts), so it starts without compiling any.
 */
export function validatorFor(schemaRef: string): ValidateFunction {
  ajv ??= contentAjv();
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`No schema ${schemaRef} in schemas/`);
  return validate;
}
