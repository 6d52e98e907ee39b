import {
  BANNER_GROUPS,
  BannerSchema,
  FAVOURITES_PAGE_SIZE,
  FavouriteSchema,
  GameItemSchema,
  GameListQuerySchema,
  GamePageSchema,
  JackpotSchema,
  LaneSchema,
  type GamePage,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import { ART_CACHE } from './art.ts';
import { bannerSvg } from './banner-art.ts';
import { playerBanners } from './banners.ts';
import { addFavourite, favouriteGameIds, favouritePage, recentGames, removeFavourite } from './favourites.ts';
import { languageOf, type Lobby } from './lobby.ts';

/** Spec §9: a game list page is 20; this endpoint answers at most 100 per page. */
export const GAME_PAGE_MAX = 100;
export const HOT_LIMIT = 24;
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
        querystring: GameListQuerySchema,
        response: { 200: GamePageSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const pageSize = query.pageSize ?? 20;
      if (pageSize > GAME_PAGE_MAX)
        throw validationFailed({ pageSize: 'TOO_LONG' }, `At most ${GAME_PAGE_MAX} games per page.`);
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
          group: Type.Optional(Type.Enum(BANNER_GROUPS)),
          language: LanguageQuery.properties.language,
        }),
        response: { 200: Type.Array(BannerSchema) },
      },
    },
    async (request) =>
      playerBanners(
        db,
        request.brand,
        request.query.group,
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
