import type { Action, Bet, Engine, VerifyRequest } from '../api/types.ts';
import { checkClientSeed, isHex64 } from '../lib/seeds.ts';

/** Engines whose rounds come from the player's seeds (crash comes from the hash chain). */
export const SEEDED = ['slot', 'roulette', 'sicbo', 'baccarat', 'dice', 'mines', 'plinko', 'hilo'] as const;
export type SeededEngine = (typeof SEEDED)[number];

/** The verifier's form as typed: every field a string, so inputs stay exactly what the player sees. */
export interface VerifyForm {
  engine: SeededEngine;
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
  vassalage: string;
  gameCode: string;
  stake: string;
  coinValue: string;
  level: string;
  bets: string;
  direction: string;
  target: string;
  side: string;
  mines: string;
  rows: string;
  risk: string;
  moves: string;
}

export const emptyForm: VerifyForm = {
  engine: 'dice',
  serverSeed: '',
  hash: '',
  clientSeed: '',
  nonce: '0',
  vassalage: '',
  gameCode: '',
  stake: '1.00',
  coinValue: '0.01',
  level: '1',
  bets: '',
  direction: 'under',
  target: '50.00',
  side: '5',
  mines: '3',
  rows: '12',
  risk: 'medium',
  moves: '',
};

const isSeeded = (value: unknown): value is SeededEngine =>
  typeof value === 'string' && (SEEDED as readonly string[]).includes(value);

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Moves as a player types them: "3, 7, cashOut" for mines, "higher lower skip cashOut" for hi-lo. */
export function movesText(actions: readonly Action[]): string {
  return actions.map((a) => (a.type === 'reveal' ? String(a.cell) : a.type)).join(', ');
}

/**
 * The form a verifier link opens with (history drawer, fairness panel): seeds, commitment, game and, when
 * known, the bet and moves as JSON in `bet` and `actions`.
 */
export function formFromQuery(search: string): { mode: 'seeded' | 'crash'; form: VerifyForm; crash: string } {
  const q = new URLSearchParams(search);
  const form: VerifyForm = { ...emptyForm };
  const engine = q.get('engine');
  if (isSeeded(engine)) form.engine = engine;
  for (const key of ['serverSeed', 'hash', 'clientSeed', 'nonce', 'vassalage', 'gameCode'] as const) {
    const value = q.get(key);
    if (value !== null) form[key] = value;
  }
  const bet = parseJson(q.get('bet')) as Partial<Record<string, unknown>> | null;
  if (bet && typeof bet === 'object' && isSeeded(bet.engine)) {
    form.engine = bet.engine;
    const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
    form.stake = text(bet.stake) ?? form.stake;
    form.coinValue = text(bet.coinValue) ?? form.coinValue;
    form.level = text(bet.level) ?? form.level;
    form.direction = text(bet.direction) ?? form.direction;
    if (typeof bet.target === 'number') form.target = (bet.target / 100).toFixed(2);
    form.side = text(bet.side) ?? form.side;
    form.mines = text(bet.mines) ?? form.mines;
    form.rows = text(bet.rows) ?? form.rows;
    form.risk = text(bet.risk) ?? form.risk;
    if (Array.isArray(bet.bets)) form.bets = JSON.stringify(bet.bets);
  }
  const actions = parseJson(q.get('actions'));
  if (Array.isArray(actions)) form.moves = movesText(actions as Action[]);
  const crash = q.get('crashHash') ?? q.get('roundId') ?? '';
  return { mode: engine === 'crash' || crash ? 'crash' : 'seeded', form, crash };
}

export type FormErrors = Partial<Record<keyof VerifyForm, string>>;

const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const positive = (text: string) => AMOUNT.test(text.trim()) && Number(text) > 0;
const integer = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

function parseMoves(engine: 'mines' | 'hilo', text: string): Action[] | null {
  const tokens = text.split(/[\s,]+/).filter(Boolean);
  const out: Action[] = [];
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (lower === 'cashout' || lower === 'c') out.push({ type: 'cashOut' });
    else if (engine === 'mines' && /^\d+$/.test(token)) out.push({ type: 'reveal', cell: Number(token) });
    else if (engine === 'hilo' && (lower === 'higher' || lower === 'h')) out.push({ type: 'higher' });
    else if (engine === 'hilo' && (lower === 'lower' || lower === 'l')) out.push({ type: 'lower' });
    else if (engine === 'hilo' && (lower === 'skip' || lower === 's')) out.push({ type: 'skip' });
    else return null;
  }
  return out;
}

function parseTableBets(text: string): { type: string; amount: string }[] | null {
  const parsed = parseJson(text);
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const ok = parsed.every(
    (b) =>
      b &&
      typeof b === 'object' &&
      typeof (b as { type?: unknown }).type === 'string' &&
      typeof (b as { amount?: unknown }).amount === 'string' &&
      positive((b as { amount: string }).amount),
  );
  return ok ? (parsed as { type: string; amount: string }[]) : null;
}

/**
 * Checks every field before anything is sent and builds the POST /verify request. Errors are translation keys
 * under `verify.error`.
 */
export function buildRequest(form: VerifyForm): { errors: FormErrors; request: VerifyRequest | null } {
  const errors: FormErrors = {};
  if (!isHex64(form.serverSeed.trim())) errors.serverSeed = 'hex';
  if (form.hash.trim() && !isHex64(form.hash.trim())) errors.hash = 'hex';
  const seedProblem = checkClientSeed(form.clientSeed);
  if (seedProblem) errors.clientSeed = `seed.${seedProblem}`;
  if (!integer(form.nonce, 0, Number.MAX_SAFE_INTEGER)) errors.nonce = 'nonce';

  let bet: Bet | null = null;
  let actions: Action[] | undefined;
  const stakeOk = positive(form.stake);
  const needStake = () => {
    if (!stakeOk) errors.stake = 'amount';
  };
  switch (form.engine) {
    case 'slot':
      if (!form.vassalage.trim()) errors.vassalage = 'required';
      if (!form.gameCode.trim()) errors.gameCode = 'required';
      if (!positive(form.coinValue)) errors.coinValue = 'amount';
      if (!integer(form.level, 1, 1_000_000)) errors.level = 'integer';
      bet = { engine: 'slot', coinValue: form.coinValue.trim(), level: Number(form.level) };
      break;
    case 'roulette':
    case 'sicbo':
    case 'baccarat': {
      const bets = parseTableBets(form.bets);
      if (!bets) errors.bets = 'bets';
      bet = { engine: form.engine, bets: (bets ?? []) as never };
      break;
    }
    case 'dice': {
      needStake();
      const target = /^\d{1,2}(\.\d{1,2})?$/.test(form.target.trim())
        ? Math.round(Number(form.target) * 100)
        : -1;
      if (target < 0) errors.target = 'target';
      if (form.direction !== 'over' && form.direction !== 'under') errors.direction = 'required';
      bet = {
        engine: 'dice',
        stake: form.stake.trim(),
        direction: form.direction as 'over' | 'under',
        target,
      };
      break;
    }
    case 'mines': {
      needStake();
      if (!integer(form.side, 3, 7)) errors.side = 'side';
      const side = Number(form.side);
      if (!integer(form.mines, 1, side * side - 1)) errors.mines = 'mines';
      const moves = parseMoves('mines', form.moves);
      if (!moves || moves.some((m) => m.type === 'reveal' && m.cell >= side * side))
        errors.moves = 'movesMines';
      actions = moves ?? [];
      bet = {
        engine: 'mines',
        stake: form.stake.trim(),
        side: side as 3 | 4 | 5 | 6 | 7,
        mines: Number(form.mines),
      };
      break;
    }
    case 'plinko':
      needStake();
      if (!integer(form.rows, 8, 16)) errors.rows = 'rows';
      if (!['low', 'medium', 'high'].includes(form.risk)) errors.risk = 'required';
      bet = { engine: 'plinko', stake: form.stake.trim(), rows: Number(form.rows), risk: form.risk as 'low' };
      break;
    case 'hilo': {
      needStake();
      const moves = parseMoves('hilo', form.moves);
      if (!moves) errors.moves = 'movesHilo';
      actions = moves ?? [];
      bet = { engine: 'hilo', stake: form.stake.trim() };
      break;
    }
  }
  if (Object.keys(errors).length > 0 || !bet) return { errors, request: null };
  const request: VerifyRequest = {
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed,
    nonce: Number(form.nonce),
    bet,
  };
  if (actions && actions.length > 0) request.actions = actions;
  if (form.vassalage.trim()) request.vassalage = form.vassalage.trim();
  if (form.gameCode.trim()) request.gameCode = form.gameCode.trim();
  return { errors, request };
}

/** Which bet fields a game's form shows. */
export function fieldsFor(engine: Engine): (keyof VerifyForm)[] {
  switch (engine) {
    case 'slot':
      return ['coinValue', 'level'];
    case 'roulette':
    case 'sicbo':
    case 'baccarat':
      return ['bets'];
    case 'dice':
      return ['stake', 'direction', 'target'];
    case 'mines':
      return ['stake', 'side', 'mines', 'moves'];
    case 'plinko':
      return ['stake', 'rows', 'risk'];
    case 'hilo':
      return ['stake', 'moves'];
    default:
      return [];
  }
}

/** A crash round reference: a 64-hex hash, or a round id. */
export function crashQuery(text: string): { hash: string } | { roundId: string } | null {
  const trimmed = text.trim();
  if (isHex64(trimmed)) return { hash: trimmed };
  if (/^[\w-]{1,64}$/.test(trimmed)) return { roundId: trimmed };
  return null;
}
