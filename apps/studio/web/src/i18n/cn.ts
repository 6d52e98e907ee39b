import { en, type Dictionary } from './en.ts';

/** 简体中文 */
export const cn: Dictionary = en;
