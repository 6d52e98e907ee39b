import { Type, type TSchema } from 'typebox';
import type { Engine } from '../catalogue/engine-map.ts';
import { coinValues, slotOf } from '../catalogue/game-info.ts';
import { parseMoney } from '../catalogue/stakes.ts';
import {
  BetError,
  FairStream,
  playRound,
  type RoundRequest,
  type mini,
  type tables,
} from '../engines/index.ts';
import { validationFailed } from '../http/errors.ts';
import { validator } from '../http/validate.ts';

const Amount = Type.String({ minLength: 1, maxLength: 24 });
const Small = Type.Integer({ minimum: 0, maximum: 10_000 });

/** The API's `Bet` (apps/studio/API.md), per engine. Amounts are decimal strings of the session's currency. */
const SCHEMAS: Record<Engine, TSchema> = {
  slot: Type.Object({ engine: Type.Literal('slot'), coinValue: Amount, level: Type.Integer({ minimum: 1 }) }),
  roulette: Type.Object({
    engine: Type.Literal('roulette'),
    bets: Type.Array(
      Type.Object({
        type: Type.String({ maxLength: 16 }),
        numbers: Type.Optional(Type.Array(Small, { maxItems: 6 })),
        index: Type.Optional(Small),
        amount: Amount,
      }),
      { minItems: 1, maxItems: 200 },
    ),
  }),
  sicbo: Type.Object({
    engine: Type.Literal('sicbo'),
    bets: Type.Array(
      Type.Object({
        type: Type.String({ maxLength: 16 }),
        value: Type.Optional(Small),
        faces: Type.Optional(Type.Array(Small, { minItems: 2, maxItems: 2 })),
        amount: Amount,
      }),
      { minItems: 1, maxItems: 200 },
    ),
  }),
  baccarat: Type.Object({
    engine: Type.Literal('baccarat'),
    bets: Type.Array(
      Type.Object({
        type: Type.Union(['player', 'banker', 'tie', 'playerPair', 'bankerPair'].map((t) => Type.Literal(t))),
        amount: Amount,
      }),
      { minItems: 1, maxItems: 5 },
    ),
  }),
  dice: Type.Object({
    engine: Type.Literal('dice'),
    stake: Amount,
    direction: Type.Union([Type.Literal('over'), Type.Literal('under')]),
    target: Type.Integer({ minimum: 0, maximum: 9_999 }),
  }),
  mines: Type.Object({
    engine: Type.Literal('mines'),
    stake: Amount,
    side: Type.Integer({ minimum: 3, maximum: 7 }),
    mines: Type.Integer({ minimum: 1, maximum: 48 }),
  }),
  plinko: Type.Object({
    engine: Type.Literal('plinko'),
    stake: Amount,
    rows: Type.Integer({ minimum: 8, maximum: 16 }),
    risk: Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')]),
  }),
  hilo: Type.Object({ engine: Type.Literal('hilo'), stake: Amount }),
  crash: Type.Object({ engine: Type.Literal('crash') }),
};
const checks = Object.fromEntries(
  Object.entries(SCHEMAS).map(([engine, schema]) => [engine, validator(schema)]),
) as Record<Engine, (value: unknown) => Record<string, unknown>>;

export interface GameIdentity {
  engine: Engine;
  vassalage: string;
  gameCode: string;
}

/** A bet as the API takes it (and as a round keeps it): the engine's own fields, amounts as decimal strings. */
export type ApiBet = Record<string, unknown> & { engine: Engine };

function amountOf(text: unknown, currency: string, field: string): bigint {
  const minor = parseMoney(text, currency);
  if (minor === null || minor <= 0n)
    throw validationFailed({ [field]: 'INVALID' }, 'An amount is a positive decimal of the currency.');
  return minor;
}

type Item = {
  type: string;
  amount: string;
  numbers?: number[];
  index?: number;
  value?: number;
  faces?: number[];
};

/** The engine's request for a bet the API's shape allows; the engine itself judges the rest. */
function requestOf(game: GameIdentity, bet: Record<string, unknown>, currency: string): RoundRequest {
  const items = (bet.bets ?? []) as Item[];
  const stakes = () => items.map((item, i) => amountOf(item.amount, currency, `bet.bets.${i}.amount`));
  switch (game.engine) {
    case 'slot': {
      const coinValue = amountOf(bet.coinValue, currency, 'bet.coinValue');
      const config = slotOf(game.vassalage, game.gameCode).config;
      if (!coinValues(config, currency).includes(coinValue))
        throw validationFailed(
          { 'bet.coinValue': 'INVALID' },
          'Choose one of the coin values the game offers.',
        );
      return {
        game: 'slot',
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        bet: { coinValue, level: bet.level as number },
      };
    }
    case 'roulette': {
      const amounts = stakes();
      const bets = items.map((item, i) => ({ ...item, amount: undefined, stake: amounts[i]! }));
      return { game: 'roulette', bets: bets as unknown as tables.RouletteBet[] };
    }
    case 'sicbo': {
      const amounts = stakes();
      const bets = items.map((item, i) => {
        const stake = amounts[i]!;
        if (item.type === 'total') return { type: 'total', total: item.value, stake };
        if (item.type === 'combination') return { type: 'combination', faces: item.faces, stake };
        if (item.type === 'single' || item.type === 'double' || item.type === 'triple')
          return { type: item.type, face: item.value, stake };
        return { type: item.type, stake };
      });
      return { game: 'sicbo', bets: bets as unknown as tables.SicBoBet[] };
    }
    case 'baccarat': {
      const amounts = stakes();
      return {
        game: 'baccarat',
        bets: items.map((item, i) => ({ type: item.type as tables.BaccaratBet['type'], stake: amounts[i]! })),
      };
    }
    case 'dice':
      return {
        game: 'dice',
        bet: {
          stake: amountOf(bet.stake, currency, 'bet.stake'),
          direction: bet.direction as 'over',
          target: bet.target as number,
        },
      };
    case 'mines':
      return {
        game: 'mines',
        bet: {
          stake: amountOf(bet.stake, currency, 'bet.stake'),
          side: bet.side as number,
          mines: bet.mines as number,
        },
        actions: [],
      };
    case 'plinko':
      return {
        game: 'plinko',
        bet: {
          stake: amountOf(bet.stake, currency, 'bet.stake'),
          rows: bet.rows as number,
          risk: bet.risk as mini.PlinkoRisk,
        },
      };
    case 'hilo':
      return { game: 'hilo', bet: { stake: amountOf(bet.stake, currency, 'bet.stake') }, actions: [] };
    case 'crash':
      throw validationFailed({ 'bet.engine': 'INVALID' }, 'Crash bets go to /studio-api/v1/crash/bets.');
  }
}

// Any seed will do to ask the engine whether it takes a bet: it refuses before it draws.
const PROBE_SEED = '00'.repeat(32);

/**
 * Reads a bet for this game: its shape (400 VALIDATION_FAILED naming the field), its amounts in the session's
 * currency, then the engine's own rules (a roulette split that is not on the layout, a dice target outside
 * 1–98%…), checked by playing it once on a throwaway seed, so nothing invalid is ever saved or staked.
 */
export function readBet(
  game: GameIdentity,
  input: unknown,
  currency: string,
): { bet: ApiBet; request: RoundRequest; stake: bigint } {
  const engineField = (input as { engine?: unknown } | null)?.engine;
  if (engineField !== game.engine)
    throw validationFailed({ 'bet.engine': 'INVALID' }, `This game is played with ${game.engine} bets.`);
  let bet: Record<string, unknown>;
  try {
    bet = checks[game.engine](input);
  } catch (error) {
    // The schema's field names are relative to the bet.
    const fields = (error as { fields?: Record<string, string> }).fields ?? {};
    throw validationFailed(Object.fromEntries(Object.entries(fields).map(([k, v]) => [`bet.${k}`, v])));
  }
  const request = requestOf(game, bet, currency);
  const stake = probe(request).stake;
  return { bet: bet as ApiBet, request, stake };
}

/** Plays a request (on a throwaway stream unless seeds are given): the engine's refusal becomes a 400. */
export function probe(
  request: RoundRequest,
  seeds: { serverSeed: string; clientSeed: string; nonce: number } = {
    serverSeed: PROBE_SEED,
    clientSeed: 'probe',
    nonce: 0,
  },
) {
  try {
    return playRound(new FairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce), request);
  } catch (error) {
    if (error instanceof BetError || error instanceof RangeError)
      throw validationFailed({ bet: 'INVALID' }, error.message);
    throw error;
  }
}

/** The engine's request of a saved round, from the bet it kept and the moves made so far. */
export function savedRequest(
  game: GameIdentity,
  bet: unknown,
  currency: string,
  actions: unknown[],
): RoundRequest {
  const request = requestOf(game, bet as Record<string, unknown>, currency);
  if (request.game === 'mines') return { ...request, actions: actions as mini.MinesAction[] };
  if (request.game === 'hilo') return { ...request, actions: actions as mini.HiloAction[] };
  return request;
}
