export * from './constants.ts';
export * from './errors.ts';
export * from './site.ts';
export * from './catalogue.ts';
export * from './admin.ts';
export * from './page.ts';
export * from './outbox.ts';
export * from './players-admin.ts';
