/**
 * The studio's pure game core: provably fair randomness and the game engines. No I/O besides node:crypto;
 * stakes and payouts are bigint minor units. The service (rounds, wallet calls, UIs) builds on these.
 */
export * from './fairness/stream.ts';
export * from './fairness/seeds.ts';
export * from './fairness/verify.ts';
export * from './money.ts';
export * as slots from './slots/index.ts';
export * as tables from './tables/index.ts';
export * as mini from './mini/index.ts';
