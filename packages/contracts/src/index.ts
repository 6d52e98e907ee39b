export * from './constants.ts';
export * from './errors.ts';
export * from './site.ts';
export * from './catalogue.ts';
export * from './admin.ts';
export * from './page.ts';
export * from './wallet.ts';
export * from './deposits.ts';
