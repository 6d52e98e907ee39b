/**
 * The lottery's plays and draws as pure functions, shared by the platform (which prices, sells and settles
 * tickets) and the player site (which counts a slip's notes and verifies a result as the player types): one
 * implementation, so the slip's live total is the amount charged and the verifier recomputes what was drawn.
 */

/** The families of games: how a result looks and which plays it offers. */
export type GameFamily = 'ssc' | 'pk10' | 'k3' | '11x5' | 'vn-mb' | 'vn-mn' | 'vn-mt' | 'thai' | '4d';

/** A chance as an exact fraction (numerator, denominator). */
export type Fraction = readonly [numerator: number, denominator: number];

/**
 * How a winning note is paid:
 * - `group`: the Chinese fast games' prize group g pays g / (1000 × chance) units per 2-unit note (DOMAIN.md);
 * - `odds`: the brand's odds under `oddsKey` (snapshotted on the ticket) pay that many units per unit staked.
 */
export type Payout = { basis: 'group'; chance: Fraction } | { basis: 'odds'; oddsKey: string };

/**
 * One payout a play can win, for the plays list and the slip: `picks` names the picks it applies to when a play's
 * picks pay differently (K3's sums, SSC's tie against dragon and tiger); without `picks` it applies to every pick.
 */
export interface PlayPayout {
  picks?: readonly string[];
  payout: Payout;
}

/** Winning notes of one ticket line, paid alike (a line can win at several payouts, e.g. 4D's prize tiers). */
export interface Win {
  notes: number;
  payout: Payout;
}

/** Why a selection is refused, as an error code the API and the SPAs translate. */
export type SelectionError =
  | 'SELECTION_MALFORMED'
  | 'SELECTION_OUT_OF_RANGE'
  | 'SELECTION_DUPLICATE'
  | 'SELECTION_TOO_FEW'
  | 'SELECTION_TOO_MANY';

export type Parsed<S> = { ok: true; selection: S; notes: number } | { ok: false; error: SelectionError };

/** One play of a family: its selection grammar, its notes, its price and what a result pays it. */
export interface Play<S = unknown, R = unknown> {
  /** Stable code, family first: `ssc.back3.straight`, `vn-mb.lo2`… */
  code: string;
  family: GameFamily;
  /** A valid selection in the grammar, shown to players and used in the API's plays list. */
  example: string;
  /**
   * Units one note costs: 2 for the Chinese fast games; for a price set by the brand (Vietnamese lô: 27 units in
   * the north, 18 in the south and centre) the brand's price under `priceKey` replaces it.
   */
  unitsPerNote: number;
  priceKey?: string;
  /** Every payout the play can win (one entry when all its picks pay alike). */
  payouts: readonly PlayPayout[];
  parse(text: string): Parsed<S>;
  wins(selection: S, result: R): Win[];
}
