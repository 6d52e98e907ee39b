import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { validationFailed } from './errors.ts';

type Validator = {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<unknown>;
};

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: { requiredProperties?: string[] };
}

const fieldName = (pointer: string) => pointer.replace(/^\//, '').replaceAll('/', '.') || 'body';

/**
 * A request part checked against its TypeBox schema; a mismatch is a 400 VALIDATION_FAILED naming each field
 * (REQUIRED when missing, INVALID otherwise), never a 5xx.
 */
export function validator<S extends TSchema>(schema: S): (value: unknown) => Static<S> {
  const compiled = Compile(schema) as unknown as Validator;
  return (value) => {
    if (compiled.Check(value)) return value as Static<S>;
    const fields: Record<string, string> = {};
    for (const error of compiled.Errors(value) as Iterable<SchemaError>) {
      if (error.keyword === 'required') {
        for (const name of error.params.requiredProperties ?? [])
          fields[fieldName(`${error.instancePath}/${name}`)] ??= 'REQUIRED';
      } else {
        fields[fieldName(error.instancePath)] ??= 'INVALID';
      }
    }
    throw validationFailed(fields);
  };
}
