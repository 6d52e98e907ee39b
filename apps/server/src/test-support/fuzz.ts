import type { JsonSchema } from './routes.ts';

/** Strings tried, in order, for a string with a pattern: the first the pattern and length accept is taken. */
const STRING_CANDIDATES = [
  '1',
  'EN',
  'a',
  'TH',
  'abc123',
  'secret12',
  '123456',
  '66',
  '0812345678',
  'https://example.com/a.png',
  '/rng',
  '2026-01-01',
  '2026-01-01T00:00:00.000Z',
  '10.00',
  '#336699',
  'THB',
  'TESTV',
  'a@example.com',
  '127.0.0.1',
];

const LINK = 'https://example.com/a.png';
/** Values by field name where the first candidate that fits the schema would not make sense to the command. */
const NAME_HINTS: Record<string, string> = {
  url: LINK,
  iconUrl: LINK,
  launchUrl: 'https://example.com/play?token={token}',
  transferUrl: LINK,
  issuer: LINK,
  authorizationEndpoint: LINK,
  tokenEndpoint: LINK,
  userinfoEndpoint: LINK,
  linkageTarget: '',
  email: 'a@example.com',
  amount: '10.00',
  min: '10.00',
  max: '1000.00',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  timezone: 'Asia/Bangkok',
  password: 'secret12',
  newPassword: 'secret12',
  confirmPassword: 'secret12',
};

function accepts(schema: JsonSchema, value: string): boolean {
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  const candidate = STRING_CANDIDATES.find((value) => accepts(schema, value));
  return candidate ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A value the schema accepts, as far as a handful of heuristics reach (patterns are matched from a list). */
export function sampleOf(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf)
    return sampleOf(schema.anyOf.find((variant) => variant.type !== 'null') ?? schema.anyOf[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as object));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const hint = NAME_HINTS[name];
        const text = property.type === 'string' ? property : property.anyOf?.find((v) => v.type === 'string');
        const fits = hint !== undefined && text !== undefined && accepts(text, hint);
        value[name] = fits ? hint : sampleOf(property);
      }
      const [[pattern, valueSchema] = []] = Object.entries(schema.patternProperties ?? {});
      if (pattern && valueSchema) {
        const key = STRING_CANDIDATES.find((candidate) => new RegExp(pattern, 'u').test(candidate));
        if (key) value[key] = sampleOf(valueSchema);
      }
      if (typeof schema.additionalProperties === 'object') value.EN = sampleOf(schema.additionalProperties);
      return value;
    }
    case 'array':
      return schema.items && (schema.minItems ?? 1) > 0 ? [sampleOf(schema.items)] : [];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

const HUGE_STRING = 'x'.repeat(200_000);

/** Values of every JSON type, and strings that tend to break parsers, numbers and the database. */
export const WRONG_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  '',
  'not-a-number',
  '99999999999999999999999',
  HUGE_STRING,
  [],
  [1, 'two'],
  {},
  { nested: { deeper: 1 } },
];

export const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** One changed body: what was changed, and whether the change is plainly wrong (a request that must fail). */
export interface Mutation {
  label: string;
  body: unknown;
  /** A value of another JSON type than the field has, or a key a closed map does not know. */
  wrong: boolean;
}

function isMap(schema: JsonSchema | undefined): boolean {
  return (
    !!schema &&
    (Object.keys(schema.patternProperties ?? {}).length > 0 ||
      typeof schema.additionalProperties === 'object')
  );
}

interface Place {
  path: (string | number)[];
  value: unknown;
  schema: JsonSchema | undefined;
}

/** Every place of a body (the body, object properties, map entries, array items) with its schema. */
function places(body: unknown, schema: JsonSchema | undefined): Place[] {
  const found: Place[] = [];
  const walk = (value: unknown, valueSchema: JsonSchema | undefined, path: (string | number)[]) => {
    found.push({ path, value, schema: valueSchema });
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, valueSchema?.items, [...path, index]));
    } else if (value && typeof value === 'object') {
      const mapValues =
        typeof valueSchema?.additionalProperties === 'object' ? valueSchema.additionalProperties : undefined;
      for (const [key, item] of Object.entries(value))
        walk(item, valueSchema?.properties?.[key] ?? mapValues, [...path, key]);
    }
  };
  walk(body, schema, []);
  return found;
}

function replaced(body: unknown, path: (string | number)[], change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(body);
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, change);
  return copy;
}

/** Keys a closed object or a language map must refuse: a lower-case language, an unknown one, a prototype name. */
const UNKNOWN_KEYS = ['en', 'XX', 'constructor', '__proto__', 'x'.repeat(300)];

/**
 * Changed bodies: the body and each place of a valid-looking body given each wrong value, and unknown keys in
 * every object. A change is `wrong` (must be refused) when it gives a place another JSON type, or an object that
 * admits no other keys (a closed object or a map with key rules) a key it does not know.
 */
export function mutationsOf(schema: JsonSchema): Mutation[] {
  const baseline = sampleOf(schema);
  const mutations: Mutation[] = [];
  for (const place of places(baseline, schema)) {
    const name = place.path.join('.') || 'body';
    for (const value of WRONG_VALUES) {
      mutations.push({
        label: `${name} = ${JSON.stringify(value).slice(0, 40)}`,
        body: replaced(baseline, place.path, () => value),
        wrong: jsonType(value) !== jsonType(place.value) && (value !== null || place.path.length === 0),
      });
    }
    if (jsonType(place.value) !== 'object') continue;
    const closed = place.schema?.additionalProperties === false || isMap(place.schema);
    for (const key of UNKNOWN_KEYS) {
      for (const value of ['text', 1, { nested: 1 }]) {
        mutations.push({
          label: `${name}[${key.slice(0, 20)}] = ${JSON.stringify(value)}`,
          body: replaced(baseline, place.path, (old) => ({ ...(old as object), [key]: value })),
          wrong: closed || key === '__proto__',
        });
      }
    }
  }
  return mutations;
}

/** Query strings: each parameter with text, numbers, a repeated key and a huge value. */
export function queryMutationsOf(parameters: Record<string, JsonSchema>): string[] {
  const values = ['abc', '-1', '0', '1.5', '99999999999999999999', 'true', '', '%00', 'x'.repeat(5000)];
  return Object.keys(parameters).flatMap((name) => [
    ...values.map((value) => `${name}=${encodeURIComponent(value)}`),
    `${name}=1&${name}=2`,
    `${name}[]=1`,
  ]);
}

/** Path parameters that are not the ids the routes expect. */
export const WRONG_PATH_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  'x'.repeat(150),
  '💩',
  ' ',
];
