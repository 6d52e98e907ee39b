import {
  type BetUnit,
  ELEVEN_FIVE_PLAYS,
  FOUR_D_PLAYS,
  K3_PLAYS,
  lineStakeMinor,
  PK10_PLAYS,
  type Play,
  type SelectionError,
  SSC_PLAYS,
  THAI_PLAYS,
  unitMinor,
  VIETNAM_PLAYS,
} from '@croupier/lottery';

/**
 * The slip's rules, read from `@croupier/lottery` so the notes and total the player sees are the ones the platform
 * charges: which picks a play's pad offers, the quick picks, the selection text and a line's stake.
 */

const PLAYS = new Map<string, Play<unknown, unknown>>(
  [
    ...SSC_PLAYS,
    ...PK10_PLAYS,
    ...K3_PLAYS,
    ...ELEVEN_FIVE_PLAYS,
    ...VIETNAM_PLAYS,
    ...THAI_PLAYS,
    ...FOUR_D_PLAYS,
  ].map((play) => [play.code, play as Play<unknown, unknown>]),
);

export function playOf(code: string): Play<unknown, unknown> | undefined {
  return PLAYS.get(code);
}

/** Every pick any Chinese fast play offers: numbers up to PK10's top-two sum of 19, and the word picks. */
const CANDIDATES = [
  ...Array.from({ length: 20 }, (_, value) => String(value)),
  ...['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'any'],
];

/** A pad: one row of picks per position, or free entry of numbers of `digits` digits (too many to list). */
export type Pad = { kind: 'rows'; rows: string[][] } | { kind: 'entry'; digits: number };

/** The longest digit numbers still shown as buttons (00–99); longer ones are typed. */
const LISTED_DIGITS = 2;

/**
 * A play's pad. The picks of a position are found by asking the play's own parser which candidates it accepts
 * there (any answer but out of range or malformed), so the pad can never offer a pick the platform refuses.
 */
export function padOf(play: Play<unknown, unknown>, format: string): Pad {
  const digits = /^digits-(\d+)$/.exec(format);
  if (digits) {
    const length = Number(digits[1]);
    if (length > LISTED_DIGITS) return { kind: 'entry', digits: length };
    const numbers = Array.from({ length: 10 ** length }, (_, value) => String(value).padStart(length, '0'));
    return { kind: 'rows', rows: [numbers] };
  }
  const sections = play.example.split('|');
  const rows = sections.map((_, position) =>
    CANDIDATES.filter((candidate) => {
      const probe = [...sections];
      probe[position] = candidate;
      const parsed = play.parse(probe.join('|'));
      return (
        parsed.ok || (parsed.error !== 'SELECTION_OUT_OF_RANGE' && parsed.error !== 'SELECTION_MALFORMED')
      );
    }),
  );
  return { kind: 'rows', rows };
}

export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/** Quick picks fit a row of at least four numbers (digits, cars, balls), not words or three dice faces. */
export function quickPicksFit(row: readonly string[]): boolean {
  return row.length >= 4 && row.every((pick) => /^\d+$/.test(pick));
}

/** The picks of `row` a quick pick selects: big and small split the row's numbers at their middle. */
export function quickPick(row: readonly string[], pick: QuickPick): string[] {
  const half = Math.floor(row.length / 2);
  switch (pick) {
    case 'all':
      return [...row];
    case 'big':
      return row.slice(half);
    case 'small':
      return row.slice(0, half);
    case 'odd':
      return row.filter((value) => Number(value) % 2 === 1);
    case 'even':
      return row.filter((value) => Number(value) % 2 === 0);
    case 'clear':
      return [];
  }
}

/** Picks of each position in the pad's order, written in the selection grammar (`1,2|3|4,5`). */
export function selectionText(rows: readonly (readonly string[])[], chosen: readonly ReadonlySet<string>[]) {
  return rows.map((row, position) => row.filter((pick) => chosen[position]?.has(pick)).join(',')).join('|');
}

/** Typed numbers (spaces, commas or new lines between them) as a selection: `12 345,6789` → `12,345,6789`. */
export function enteredSelection(text: string): string {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .join(',');
}

/**
 * The numbers a selection spells, one pick per position (`1,2|3|4` → 134, 234): what the platform counts a
 * number's liability on, and so what a capped number is compared with.
 */
export function numbersOf(selection: string): string[] {
  return selection
    .split('|')
    .reduce<string[]>(
      (numbers, position) => numbers.flatMap((prefix) => position.split(',').map((pick) => prefix + pick)),
      [''],
    );
}

export const UNITS: readonly BetUnit[] = ['1', '0.1', '0.01'];
/** As LOTTERY_MAX_MULTIPLE of the contracts (a TypeBox module the site does not bundle). */
export const MAX_MULTIPLE = 10_000;

export type LineCheck =
  | { ok: true; notes: number; stakeMinor: bigint }
  | { ok: false; error: SelectionError | 'UNIT_UNAVAILABLE' | 'MULTIPLE_INVALID' };

/**
 * Notes and stake of a slip line: notes by the play's parser, price per note from the plays list (the brand's,
 * which for lô is not the package's default), stake in minor units of the brand's currency.
 */
export function checkLine(line: {
  play: Play<unknown, unknown>;
  selection: string;
  unitPrice: number;
  unit: BetUnit;
  multiple: number;
  decimals: number;
}): LineCheck {
  const parsed = line.play.parse(line.selection);
  if (!parsed.ok) return parsed;
  const unit = unitMinor(line.unit, line.decimals);
  if (unit === null) return { ok: false, error: 'UNIT_UNAVAILABLE' };
  if (!Number.isInteger(line.multiple) || line.multiple < 1 || line.multiple > MAX_MULTIPLE)
    return { ok: false, error: 'MULTIPLE_INVALID' };
  const stakeMinor = lineStakeMinor({
    notes: parsed.notes,
    unitsPerNote: line.unitPrice,
    unitMinor: unit,
    multiple: line.multiple,
  });
  return { ok: true, notes: parsed.notes, stakeMinor };
}
