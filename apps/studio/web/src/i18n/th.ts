import { en, type Dictionary } from './en.ts';

/** ไทย */
export const th: Dictionary = en;
