import { Type } from 'typebox';

export const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
