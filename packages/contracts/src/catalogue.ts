import { Type, type Static } from 'typebox';

/** `GET /api/v1/categories`: the game categories that have enabled vendors, for navigation. */
export const CategorySchema = Type.Object({
  gameType: Type.String(),
  path: Type.String(),
  gameCount: Type.Integer(),
  vendors: Type.Array(
    Type.Object({
      vassalage: Type.String(),
      name: Type.String(),
      gameCount: Type.Integer(),
      logoUrl: Type.String(),
    }),
  ),
});
export type Category = Static<typeof CategorySchema>;
