import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { CURRENCIES } from '@croupier/money';
import type { Studio } from '../context.ts';
import { ENGINES, type Engine } from '../catalogue/engine-map.ts';
import { money, stakeLimits } from '../catalogue/stakes.ts';
import { commitServerSeed } from '../engines/index.ts';
import { requireSession, sessionOf } from '../http/auth.ts';
import { validationFailed } from '../http/errors.ts';
import { validator } from '../http/validate.ts';
import { paidOut } from '../rounds/finish.ts';
import { probe, readBet, savedRequest } from '../rounds/bets.ts';
import { presentResult } from '../rounds/views.ts';
import { rotate } from './commands.ts';
import { activePair, fairnessView } from './repository.ts';

const ClientSeedBody = validator(Type.Object({ clientSeed: Type.String({ maxLength: 200 }) }));

const VerifyBody = validator(
  Type.Object({
    serverSeed: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    clientSeed: Type.String({ minLength: 1, maxLength: 64 }),
    nonce: Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 }),
    bet: Type.Object({ engine: Type.String() }, { additionalProperties: true }),
    actions: Type.Optional(
      Type.Array(Type.Object({ type: Type.String() }, { additionalProperties: true }), { maxItems: 200 }),
    ),
    vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    gameCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  }),
);

/** Amounts the verifier reads: in the round's currency when given, else with two decimals (most currencies). */
const VERIFY_DEFAULT_CURRENCY = 'THB';

export const fairnessRoutes: FastifyPluginAsync<{ studio: Studio }> = async (app, { studio }) => {
  const authenticated = requireSession(studio.db);

  app.get('/studio-api/v1/fairness', { preHandler: authenticated }, async (request) =>
    fairnessView(await activePair(studio.db, sessionOf(request).subject)),
  );

  app.put('/studio-api/v1/fairness/client-seed', { preHandler: authenticated }, async (request) => {
    const { clientSeed } = ClientSeedBody(request.body);
    return (await rotate(studio, sessionOf(request), clientSeed)).next;
  });

  app.post('/studio-api/v1/fairness/rotate', { preHandler: authenticated }, async (request) =>
    rotate(studio, sessionOf(request)),
  );

  /**
   * Public: recomputes any round from its revealed seeds with the very function play used, so a player (or
   * anyone) can check a round without trusting the studio's records.
   */
  app.post('/studio-api/v1/verify', async (request) => {
    const body = VerifyBody(request.body);
    const engine = body.bet.engine as Engine;
    if (!(ENGINES as readonly string[]).includes(engine) || engine === 'crash')
      throw validationFailed(
        { 'bet.engine': 'INVALID' },
        'Crash rounds are checked at /studio-api/v1/crash/verify.',
      );
    if (engine === 'slot' && (!body.vassalage || !body.gameCode))
      throw validationFailed(
        { gameCode: 'REQUIRED' },
        'A slot round is checked with its vendor and game code.',
      );
    const currency = body.currency ?? VERIFY_DEFAULT_CURRENCY;
    if (!(currency in CURRENCIES)) throw validationFailed({ currency: 'INVALID' });
    const game = { engine, vassalage: body.vassalage ?? '', gameCode: body.gameCode ?? '' };
    readBet(game, body.bet, currency);
    const outcome = probe(savedRequest(game, body.bet, currency, body.actions ?? []), body);
    // The engine's outcome as it is, and what the round paid when the largest win capped it (ADR 0011).
    const paid = paidOut(outcome, currency);
    return {
      serverSeedHash: commitServerSeed(body.serverSeed),
      result: presentResult(outcome.result, currency),
      stake: money(outcome.stake, currency),
      payout: money(outcome.payout, currency),
      maxWin: money(stakeLimits(currency).maxWin, currency),
      cappedPayout: paid < outcome.payout ? money(paid, currency) : null,
    };
  });
};
