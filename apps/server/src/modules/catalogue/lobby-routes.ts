import {
  BANNER_GROUPS,
  BannerSchema,
  CategorySchema,
  FAVOURITES_PAGE_SIZE,
  FavouriteSchema,
  GameItemSchema,
  GAME_TYPES,
  GamePageSchema,
  GameSearchHitSchema,
  GameSearchQuerySchema,
  JackpotSchema,
  LaneSchema,
  type GamePage,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import { ART_CACHE } from './art.ts';
import { bannerSvg } from './banner-art.ts';
import { playerBanners } from './banners.ts';
import { addFavourite, favouriteGameIds, favouritePage, recentGames, removeFavourite } from './favourites.ts';
import { languageOf, type Lobby } from './lobby.ts';
import { searchGames } from './search.ts';
import { LANGUAGES } from './snapshot.ts';

/** Spec §9: a game list page is 20; this endpoint answers at most 100 per page. */
export const GAME_PAGE_MAX = 100;
export const HOT_LIMIT = 24;
const oneOf = (values: readonly string[]) => Type.String({ pattern: `^(${values.join('|')})$` });
/**
 * `GameListQuerySchema` flattened, with categories as a pattern: the same values pass, but converting the query
 * string takes microseconds, where TypeBox evaluates an intersection or enum afresh on every request (~0.5 ms).
 */
const GameListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: GAME_PAGE_MAX })),
  gameType: Type.Optional(oneOf(GAME_TYPES)),
  vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  gameClassify: Type.Optional(oneOf(GAME_TYPES)),
  q: Type.Optional(Type.String({ maxLength: 80 })),
  language: Type.Optional(oneOf(LANGUAGES)),
});
/**
 * The games list's validator: its query has two integers and strings only, so it converts those two by hand and
 * runs the compiled check, skipping TypeBox's general conversion (the longest step of this hot route).
 */
const gameListValidator: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const check = Compile(schema);
  return (value) => {
    const query = { ...(value as Record<string, unknown>) };
    for (const key of ['page', 'pageSize']) {
      const text = query[key];
      if (typeof text === 'string' && /^[0-9]{1,9}$/.test(text)) query[key] = Number(text);
    }
    if (check.Check(query)) return { value: query };
    return { error: [...check.Errors(query)] as unknown as FastifySchemaValidationError[] };
  };
};

const LanguageQuery = Type.Object({
  language: Type.Optional(Type.String({ pattern: '^(EN|CN|TH)$' })),
});

export const lobbyRoutes: FastifyPluginAsyncTypebox<{ db: Database; lobby: Lobby }> = async (
  app,
  { db, lobby },
) => {
  // Favourites need an account (spec §7); a trial account is logged in, so it may keep favourites too.
  const loggedIn = requirePlayer(db, { allowTrial: true });

  app.get(
    '/api/v1/games',
    {
      schema: {
        tags: ['games'],
        summary: 'Game list with filters and search over the names in every language',
        querystring: GameListQuery,
        response: { 200: GamePageSchema },
      },
      validatorCompiler: gameListValidator,
    },
    async (request, reply) => {
      const query = request.query;
      const pageSize = query.pageSize ?? 20;
      const body = await lobby.gamePage(request.brand, {
        gameType: query.gameType,
        gameClassify: query.gameClassify,
        vassalage: query.vassalage,
        q: query.q,
        page: query.page ?? 1,
        pageSize,
        language: languageOf(query.language, request.brand),
      });
      // Already JSON, built from each game's pre-serialised item (ADR 0007): Fastify sends bytes as they are,
      // and the schema above documents their shape.
      return reply.type('application/json; charset=utf-8').send(body as unknown as GamePage);
    },
  );

  app.get(
    '/api/v1/categories',
    {
      schema: {
        tags: ['games'],
        summary: 'Game categories a player can play now, with their vendors, for navigation',
        response: { 200: Type.Array(CategorySchema) },
      },
    },
    async () => (await lobby.current()).categories,
  );

  app.get(
    '/api/v1/lanes',
    {
      schema: {
        tags: ['games'],
        summary: 'Home lanes: one per category, its cards the vendors',
        querystring: LanguageQuery,
        response: { 200: Type.Array(LaneSchema) },
      },
    },
    async (request) => (await lobby.current()).lanes[languageOf(request.query.language, request.brand)],
  );

  app.get(
    '/api/v1/games/hot',
    {
      schema: {
        tags: ['games'],
        summary: `Hot games, up to ${HOT_LIMIT}, taking turns by vendor`,
        querystring: LanguageQuery,
        response: { 200: Type.Array(GameItemSchema) },
      },
    },
    async (request) => lobby.hot(request.brand, languageOf(request.query.language, request.brand), HOT_LIMIT),
  );

  app.get(
    '/api/v1/games/search',
    {
      schema: {
        tags: ['games'],
        summary: 'Playable games whose name in any language contains q, best matches first (header search)',
        querystring: GameSearchQuerySchema,
        response: { 200: Type.Array(GameSearchHitSchema) },
      },
    },
    async (request) =>
      searchGames(await lobby.current(), {
        q: request.query.q,
        language: languageOf(request.query.language, request.brand),
        limit: request.query.limit ?? 8,
      }),
  );

  app.get(
    '/api/v1/games/:gameId',
    {
      schema: {
        tags: ['games'],
        summary: "One game's item, as the game list shows it (a banner links to a game by id)",
        params: Type.Object({ gameId: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) }),
        querystring: LanguageQuery,
        response: { 200: GameItemSchema },
      },
    },
    async (request) => {
      const language = languageOf(request.query.language, request.brand);
      const [item] = await lobby.items(request.brand, [request.params.gameId], language);
      if (!item) throw notFound('The game');
      return item;
    },
  );

  app.get(
    '/api/v1/games/recent',
    {
      schema: {
        tags: ['games'],
        summary: 'The games the player launched last, newest first (up to 20)',
        security: [{ bearer: [] }],
        querystring: LanguageQuery,
        response: { 200: Type.Array(GameItemSchema) },
      },
      preHandler: loggedIn,
    },
    async (request) =>
      recentGames(
        db,
        lobby,
        request.brand,
        currentPlayer(request).id,
        languageOf(request.query.language, request.brand),
      ),
  );

  app.get(
    '/api/v1/favorites/ids',
    {
      schema: {
        tags: ['games'],
        summary: "The player's favourite game ids",
        security: [{ bearer: [] }],
        response: { 200: Type.Array(Type.String()) },
      },
      preHandler: loggedIn,
    },
    async (request) => favouriteGameIds(db, lobby, currentPlayer(request).id),
  );

  app.get(
    '/api/v1/favorites',
    {
      schema: {
        tags: ['games'],
        summary: "The player's favourite games, latest added first",
        security: [{ bearer: [] }],
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: FAVOURITES_PAGE_SIZE })),
          language: LanguageQuery.properties.language,
        }),
        response: { 200: GamePageSchema },
      },
      preHandler: loggedIn,
    },
    async (request) =>
      favouritePage(db, lobby, request.brand, currentPlayer(request).id, {
        page: request.query.page ?? 1,
        pageSize: request.query.pageSize ?? FAVOURITES_PAGE_SIZE,
        language: languageOf(request.query.language, request.brand),
      }),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/favorites',
      schema: {
        tags: ['games'],
        summary: method === 'POST' ? 'Add a favourite (idempotent)' : 'Remove a favourite (idempotent)',
        security: [{ bearer: [] }],
        body: FavouriteSchema,
        response: { 204: Type.Null() },
      },
      preHandler: loggedIn,
      handler: async (request, reply) => {
        const change = method === 'POST' ? addFavourite : removeFavourite;
        await change(db, currentPlayer(request).id, request.body);
        return reply.code(204).send(null);
      },
    });
  }

  app.get(
    '/api/v1/banners',
    {
      schema: {
        tags: ['games'],
        summary: 'Enabled banners of a group (or every group), in order, titled in the language',
        querystring: Type.Object({
          // `group=` (empty) asks for every group, as leaving it out does.
          group: Type.Optional(oneOf(['', ...BANNER_GROUPS])),
          language: LanguageQuery.properties.language,
        }),
        response: { 200: Type.Array(BannerSchema) },
      },
    },
    async (request) =>
      playerBanners(
        db,
        request.brand,
        request.query.group || undefined,
        languageOf(request.query.language, request.brand),
      ),
  );

  app.get(
    '/api/v1/jackpot',
    {
      schema: {
        tags: ['games'],
        summary: "The brand's progressive jackpot display: seed plus 1% of jackpot games' settled stake",
        response: { 200: JackpotSchema },
      },
    },
    async (request) => {
      const board = await lobby.jackpots.board(request.brand, await lobby.current());
      return { currency: board.currency, amount: money(board.amount, board.currency) };
    },
  );

  app.get(
    '/banner-art/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,40}\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      const svg = bannerSvg(request.params.file.slice(0, -4));
      if (!svg) throw notFound('The banner image');
      return reply.type('image/svg+xml').header('cache-control', ART_CACHE).send(svg);
    },
  );
};
