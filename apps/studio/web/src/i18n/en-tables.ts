export const enTables = {};
