/**
 * What the eye toggle shows instead of an amount (spec §2: hidden shows asterisks). Its own module: the header
 * needs it on every page, and importing it from logic.ts would bring the wallet forms' rules into the first load.
 */
export const HIDDEN_AMOUNT = '******';
