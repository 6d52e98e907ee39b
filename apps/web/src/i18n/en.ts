import { enCore } from './en-core.ts';
import { enPages } from './en-pages.ts';

/** English: the source language. Other languages must provide exactly these keys (see language.test.ts). */
export const en = { ...enCore, ...enPages };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
