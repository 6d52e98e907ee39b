import type { App } from '../app.ts';

/** A JSON Schema as the OpenAPI document carries it (TypeBox schemas are JSON Schema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  [keyword: string]: unknown;
}

/** One documented route with the schemas of its inputs; `path` is Fastify's (`/players/:id`). */
export interface DocumentedRoute {
  method: string;
  path: string;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
  headers: Record<string, JsonSchema>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every route the running app documents (the OpenAPI document is built from the registered routes). */
export function documentedRoutes(app: App): DocumentedRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const schemasIn = (place: string) =>
        Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]));
      return {
        method: method.toUpperCase(),
        path: openApiPath.replace(/\{(\w+)\}/g, ':$1'),
        body: operation.requestBody?.content['application/json']?.schema,
        query: schemasIn('query'),
        params: schemasIn('path'),
        headers: schemasIn('header'),
      };
    }),
  );
}

/** The route's path with every parameter set to `value`. */
export function pathWith(route: { path: string }, value = '1'): string {
  return route.path.replace(/:(\w+)/g, () => encodeURIComponent(value));
}
