import { Type, type Static, type TSchema } from 'typebox';

export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 999, default: 20 })),
});
export type PageQuery = Static<typeof PageQuerySchema>;

/** Every list answer: `{ items, page, pageSize, total, totalPages }` (API.md conventions). */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  });
}
