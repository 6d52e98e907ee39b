import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';

/**
 * Return to player (RTP) as the wire carries it: a percentage with at most two decimals, "96.12". The database
 * keeps hundredths of a percent (basis points of 1 %: 9612), so comparisons never go through a float.
 */
export const RTP_PATTERN = '^(100(\\.0{1,2})?|[0-9]{1,2}(\\.[0-9]{1,2})?)$';
const RTP = new RegExp(RTP_PATTERN);

/** "96.12" → 9612, "96" → 9600; null for anything else (out of 0–100, more than two decimals, signs, spaces). */
export function rtpToBasisPoints(text: string): number | null {
  if (!RTP.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths of a percent as a two-decimal percentage, sign kept: 9612 → "96.12", −100 → "-1.00". */
export function basisPointsToPercent(bp: number | bigint): string {
  const value = BigInt(bp);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Hundredths of a percent of a signed two-decimal percentage ("-1.00" → −100); null when it is not one. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(-?)([0-9]+)\.([0-9]{2})$/.exec(text);
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

/** Most games one call may set: a large vendor's whole catalogue fits in one registration. */
export const GAME_RTP_MAX_ENTRIES = 20000;

/** `PUT /admin-api/v1/vendors/{vassalage}/game-rtp`: the theoretical RTP the vendor publishes per game. */
export const GameRtpUpdateSchema = Type.Object({
  games: Type.Array(
    Type.Object(
      {
        // Vendor feeds use codes the operator form would refuse (spaces, `&`): any text the catalogue holds.
        gameCode: Type.String({ minLength: 1, maxLength: 200 }),
        // RTP_PATTERN is checked by the server after the schema, so a feed that is wrong throughout is answered
        // with its first few offending entries instead of one field error per entry.
        rtp: Type.String({
          minLength: 1,
          maxLength: 6,
          description: `percent from 0 to 100 with at most two decimals, e.g. "96.12" (${RTP_PATTERN})`,
        }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: GAME_RTP_MAX_ENTRIES },
  ),
});
export type GameRtpUpdate = Static<typeof GameRtpUpdateSchema>;

export const GameRtpUpdateResultSchema = Type.Object({
  /** Games of the vendor that now carry the RTP sent (those that already did are counted too). */
  updated: Type.Integer(),
  /** Codes sent that the vendor has no game for, in the order sent. */
  unknownGameCodes: Type.Array(Type.String()),
});
export type GameRtpUpdateResult = Static<typeof GameRtpUpdateResultSchema>;

export const GAME_RTP_SORTS = ['rounds', 'deviation', 'stake'] as const;
export type GameRtpSort = (typeof GAME_RTP_SORTS)[number];

/** `GET /admin-api/v1/reports/game-rtp`: days in the brand's time zone, as the GGR report. */
export const GameRtpQuerySchema = Type.Object({
  from: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  to: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  gameType: Type.Optional(Type.Enum(GAME_TYPES)),
  /** Part of the game's name or code. */
  q: Type.Optional(Type.String({ maxLength: 80 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  /** Always descending; `deviation` puts the largest gap either way first, games without one last. */
  sort: Type.Optional(Type.Enum(GAME_RTP_SORTS)),
});
export type GameRtpQuery = Static<typeof GameRtpQuerySchema>;

const Percent = Type.Union([Type.String(), Type.Null()]);

/** One game in one currency: settled rounds of the range, open rounds as they are now. */
export const GameRtpRowSchema = Type.Object({
  gameId: Type.String(),
  gameName: Type.String(),
  gameCode: Type.String(),
  vassalage: Type.String(),
  vendorName: Type.String(),
  gameType: Type.Enum(GAME_TYPES),
  currency: Type.String(),
  /** Rounds settled in the range. */
  rounds: Type.Integer(),
  stake: Type.String(),
  payout: Type.String(),
  /** payout ÷ stake in percent, two decimals; null without stake. */
  actualRtp: Percent,
  theoreticalRtp: Percent,
  /** actual − theoretical in percentage points; null when either is missing. */
  deviation: Percent,
  /** Rounds open now, whatever the range. */
  openRounds: Type.Integer(),
  /** Open rounds the vendor has not touched for more than 10 minutes: probably interrupted. */
  interruptedRounds: Type.Integer(),
  oldestOpenAt: Type.Union([Type.String(), Type.Null()]),
});
export type GameRtpRow = Static<typeof GameRtpRowSchema>;

export const GameRtpReportSchema = Type.Object({
  items: Type.Array(GameRtpRowSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  /** Every matching game, not only this page, per currency. */
  totals: Type.Array(
    Type.Object({
      currency: Type.String(),
      rounds: Type.Integer(),
      stake: Type.String(),
      payout: Type.String(),
      actualRtp: Percent,
    }),
  ),
});
export type GameRtpReport = Static<typeof GameRtpReportSchema>;
