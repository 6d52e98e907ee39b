// Every table of the platform, for drizzle-kit and the typed query builder.
export * from '../modules/brands/schema.ts';
export * from '../modules/operators/schema.ts';
export * from '../modules/audit/schema.ts';
export * from '../modules/catalogue/schema.ts';
export * from '../modules/security/schema.ts';
export * from '../modules/messaging/schema.ts';
export * from '../modules/captcha/schema.ts';
export * from '../modules/players/schema.ts';
export * from '../modules/ledger/schema.ts';
export * from '../modules/deposits/schema.ts';
export * from '../platform/jobs-schema.ts';
export * from '../modules/social/schema.ts';
export * from '../modules/withdrawals/schema.ts';
export * from '../modules/gameplay/schema.ts';
export * from '../modules/transfer-wallet/schema.ts';
export * from '../modules/announcements/schema.ts';
export * from '../modules/wallet/schema.ts';
