import path from 'node:path';

const MODULE_FILE = /\/apps\/server\/src\/modules\/[^/]+\/(.+)$/;
// The route layer: route plugins and the hooks, guards and request readers they use.
const ROUTE_LAYER = /(^|\/|-)(routes|http)\.ts$/;
const TEST_FILE = /(\.(test|suite)\.ts|test-app\.ts)$|(^|\/)(test-support|tests)\//;
// Platform files that speak HTTP: the problem mapping and the stored answers of idempotent requests.
const HTTP_PLATFORM = /\/platform\/(errors|idempotent-requests)\.ts$/;

const isFastify = (source) => source === 'fastify' || source.startsWith('@fastify/');

/**
 * ARCHITECTURE.md: commands return results or throw domain errors; routes map them to HTTP. Outside a module's
 * route layer (`routes.ts`, `*-routes.ts`, `http.ts`, `*-http.ts`) nothing imports Fastify or the platform's
 * HTTP side, no object carries a `statusCode`, and no error is built with a status.
 */
export const httpInRoutes = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      fastify:
        "'{{source}}' is for the route layer: name the file routes.ts, *-routes.ts, http.ts or *-http.ts, or pass plain values in (ADR 0023).",
      httpPlatform:
        "'{{source}}' maps answers to HTTP: only the route layer uses it; commands throw DomainError (ADR 0023).",
      statusCode:
        "A command answers an outcome ('created', 'accepted', 'done'); the route picks the status (ADR 0023).",
      statusError:
        'An error with an HTTP status belongs to the route layer: throw a DomainError with a catalogue code (ADR 0023).',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const inModule = MODULE_FILE.exec(file);
    if (!inModule || ROUTE_LAYER.test(inModule[1]) || TEST_FILE.test(inModule[1])) return {};

    function checkSource(node, source) {
      if (typeof source !== 'string') return;
      if (isFastify(source)) context.report({ node, messageId: 'fastify', data: { source } });
      else if (source.startsWith('.') && HTTP_PLATFORM.test(path.resolve(path.dirname(file), source)))
        context.report({ node, messageId: 'httpPlatform', data: { source } });
    }

    return {
      ImportDeclaration: (node) => checkSource(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && checkSource(node.source, node.source.value),
      ExportAllDeclaration: (node) => checkSource(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && checkSource(node.source, node.source.value),
      TSModuleDeclaration: (node) =>
        node.id.type === 'Literal' && isFastify(node.id.value) && checkSource(node.id, node.id.value),
      Property: (node) => {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!node.computed && key === 'statusCode') context.report({ node, messageId: 'statusCode' });
      },
      NewExpression: (node) => {
        const [first] = node.arguments;
        const isStatus =
          first?.type === 'Literal' &&
          typeof first.value === 'number' &&
          first.value >= 100 &&
          first.value < 600;
        if (isStatus && node.callee.type === 'Identifier' && /Error$/.test(node.callee.name))
          context.report({ node, messageId: 'statusError' });
      },
    };
  },
};

export default { rules: { 'http-in-routes': httpInRoutes } };
