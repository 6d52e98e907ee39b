import { Type, type Static } from 'typebox';
import type { ErrorCode } from './constants.ts';

/** RFC 9457 problem details, as every non-vendor error body. */
export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.String(),
    detail: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: true },
);
export type Problem = Static<typeof ProblemSchema> & { code: ErrorCode };
