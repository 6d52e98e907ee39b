import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const TABLE = /pgTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g;
// Where raw SQL names a table: after FROM, JOIN, INTO, UPDATE (a column or an alias named like a table is not one).
const TABLE_USE = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const owners = new Map();

/** Table name → owning module, from each module's schema.ts under the modules folder (read once per lint run). */
function tableOwners(modulesDir) {
  let map = owners.get(modulesDir);
  if (map) return map;
  map = new Map();
  for (const name of existsSync(modulesDir) ? readdirSync(modulesDir) : []) {
    const schema = path.join(modulesDir, name, 'schema.ts');
    if (!existsSync(schema)) continue;
    for (const match of readFileSync(schema, 'utf8').matchAll(TABLE)) map.set(match[1], name);
  }
  owners.set(modulesDir, map);
  return map;
}

/** The text of a `sql` template, its interpolations blanked (they are other fragments, checked where written). */
function rawSqlOf(node) {
  const tag = node.tag;
  const isSql =
    (tag.type === 'Identifier' && tag.name === 'sql') ||
    (tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql');
  return isSql
    ? node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' \u0000 ')
    : null;
}

/**
 * ARCHITECTURE.md, module rules: another module is reached only through its index.ts. Its schema.ts is
 * the one other file a foreign key, the drizzle aggregate or a test may name. Raw SQL (`sql` templates) may
 * name only the module's own tables (owners read from every module's schema.ts); another module's data comes
 * through its index.ts, as answers or as SQL fragments it writes (ADR 0024).
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      deepImport:
        "'{{source}}' reaches inside the {{module}} module: import its index.ts (ARCHITECTURE.md, module rules).",
      foreignTables:
        "'{{source}}' reads the {{module}} module's tables: ask that module through its index.ts (a module queries only its own tables).",
      foreignRawTable:
        "Raw SQL names '{{table}}', a table of the {{module}} module: ask that module through its index.ts, or use the fragment it exports (ADR 0024).",
    },
  },
  create(context) {
    const importer = context.filename;
    const own = moduleOf(importer);
    const checksRawSql = own && !mayReferenceTables(importer);
    const normalized = importer.split(path.sep).join('/');
    const modulesDir = own ? normalized.slice(0, normalized.lastIndexOf(`/${own.name}/${own.rest}`)) : '';

    function checkRawSql(node) {
      const text = rawSqlOf(node);
      if (text === null) return;
      const tables = tableOwners(modulesDir);
      const named = new Set([...text.matchAll(TABLE_USE)].map((match) => match[1].toLowerCase()));
      for (const table of named) {
        const owner = tables.get(table);
        if (owner && owner !== own.name)
          context.report({ node, messageId: 'foreignRawTable', data: { table, module: owner } });
      }
    }

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(importer), source));
      if (!target || target.name === own?.name || target.rest === 'index.ts') return;
      if (target.rest === 'schema.ts') {
        if (mayReferenceTables(importer)) return;
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
      ...(checksRawSql ? { TaggedTemplateExpression: checkRawSql } : {}),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
