import path from 'node:path';

const MODULE_FILE = /\/apps\/server\/src\/modules\/([^/]+)\/(.+)$/;

function moduleOf(file) {
  const match = MODULE_FILE.exec(file.split(path.sep).join('/'));
  return match ? { name: match[1], rest: match[2] } : null;
}

// A foreign key names the other module's table (from a module's schema.ts or a platform *-schema.ts), and
// drizzle-kit reads every table through db/schema.ts.
function mayReferenceTables(importer) {
  const file = importer.split(path.sep).join('/');
  return (
    file.endsWith('/schema.ts') ||
    /\/apps\/server\/src\/platform\/[\w-]+-schema\.ts$/.test(file) ||
    file.endsWith('/apps/server/src/db/schema.ts') ||
    // Tests arrange and inspect rows directly; they are not a module's code path.
    /\.(test|suite)\.ts$/.test(file) ||
    /\/(test-support|tests|e2e)\//.test(file)
  );
}

/**
 * ARCHITECTURE.md, module rules: another module is reached only through its index.ts. Its schema.ts is
 * the one other file a foreign key, the drizzle aggregate or a test may name; `knownTableReaders` lists
 * the files that still read another module's tables (debt to pay down, never to grow).
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { knownTableReaders: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport:
        "'{{source}}' reaches inside the {{module}} module: import its index.ts (ARCHITECTURE.md, module rules).",
      foreignTables:
        "'{{source}}' reads the {{module}} module's tables: ask that module through its index.ts (a module queries only its own tables).",
    },
  },
  create(context) {
    const importer = context.filename;
    const knownTableReaders = context.options[0]?.knownTableReaders ?? [];
    const own = moduleOf(importer);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(importer), source));
      if (!target || target.name === own?.name || target.rest === 'index.ts') return;
      if (target.rest === 'schema.ts') {
        const relative = path.relative(context.cwd, importer).split(path.sep).join('/');
        if (mayReferenceTables(importer) || knownTableReaders.includes(relative)) return;
        context.report({ node, messageId: 'foreignTables', data: { source, module: target.name } });
        return;
      }
      context.report({ node, messageId: 'deepImport', data: { source, module: target.name } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
