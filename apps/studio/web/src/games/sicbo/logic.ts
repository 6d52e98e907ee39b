import { sicBoPays, TOTAL_PAYS, type SicBoBet } from '../../../../server/engines/tables/sicbo.ts';
import type { SicBoBetType, SicBoBetWire } from '../../api/types.ts';

export interface SicBoSpot {
  key: string;
  type: SicBoBetType;
  /** Total (4–17), face (1–6), or for a combination its two faces. */
  total?: number;
  face?: number;
  faces?: [number, number];
}

const FACES = [1, 2, 3, 4, 5, 6];

/** Every bet on the sic bo table (engines/tables/sicbo.ts): big, small, any triple, 14 totals, 6 singles,
 * 6 doubles, 6 triples and the 15 two-face combinations. */
export function sicBoSpots(): SicBoSpot[] {
  const spots: SicBoSpot[] = [
    { key: 'small', type: 'small' },
    { key: 'big', type: 'big' },
    { key: 'anyTriple', type: 'anyTriple' },
  ];
  for (const total of Object.keys(TOTAL_PAYS).map(Number))
    spots.push({ key: `total:${total}`, type: 'total', total });
  for (const type of ['single', 'double', 'triple'] as const)
    for (const face of FACES) spots.push({ key: `${type}:${face}`, type, face });
  for (const a of FACES)
    for (const b of FACES)
      if (a < b) spots.push({ key: `combination:${a}${b}`, type: 'combination', faces: [a, b] });
  return spots;
}

/**
 * API.md gives a sic bo bet as `{ type, value?, amount }`: `value` is the total for a total bet, the face for a
 * single, double or triple, and for a combination its two faces as one number, smaller first (1 and 5 → 15).
 */
export function wireBet(spot: SicBoSpot, amount: string): SicBoBetWire {
  const value = spot.total ?? spot.face ?? (spot.faces ? spot.faces[0] * 10 + spot.faces[1] : undefined);
  return value === undefined ? { type: spot.type, amount } : { type: spot.type, value, amount };
}

export function engineBet(spot: SicBoSpot): SicBoBet {
  switch (spot.type) {
    case 'total':
      return { type: 'total', total: spot.total!, stake: 1n };
    case 'single':
    case 'double':
    case 'triple':
      return { type: spot.type, face: spot.face!, stake: 1n };
    case 'combination':
      return { type: 'combination', faces: spot.faces!, stake: 1n };
    default:
      return { type: spot.type as 'small' | 'big' | 'anyTriple', stake: 1n };
  }
}

/** Whether a spot wins on these dice, by the engine's own rule. */
export const wins = (spot: SicBoSpot, dice: readonly number[]) => sicBoPays(engineBet(spot), dice) >= 0;

/** The pay printed on the table: "1:1", "60:1", "1:1 – 3:1" for singles. */
export function paysLabel(spot: SicBoSpot): string {
  if (spot.type === 'single') return '1:1–3:1';
  const pays = sicBoPays(engineBet(spot), winningDice(spot));
  return `${pays}:1`;
}

/** Some throw that wins the spot, to read its pay from the engine. */
function winningDice(spot: SicBoSpot): number[] {
  switch (spot.type) {
    case 'small':
      return [1, 2, 3];
    case 'big':
      return [4, 5, 6];
    case 'anyTriple':
      return [1, 1, 1];
    case 'total': {
      const t = spot.total!;
      const a = Math.max(1, t - 12);
      const b = Math.max(1, Math.min(6, t - a - 1));
      return [a, b, t - a - b];
    }
    case 'double':
      return [spot.face!, spot.face!, spot.face === 1 ? 2 : 1];
    case 'triple':
      return [spot.face!, spot.face!, spot.face!];
    case 'combination':
      return [spot.faces![0], spot.faces![1], spot.faces![0]];
    default:
      return [spot.face!, 1, 1];
  }
}

export function outcomeLabel(dice: readonly number[]): 'triple' | 'big' | 'small' {
  if (dice[0] === dice[1] && dice[1] === dice[2]) return 'triple';
  return dice.reduce((a, b) => a + b, 0) >= 11 ? 'big' : 'small';
}

/** Cube rotation that shows a face at the front: 1 front, 6 back, 2 right, 5 left, 3 top, 4 bottom. */
export function faceRotation(face: number): { x: number; y: number } {
  switch (face) {
    case 6:
      return { x: 0, y: 180 };
    case 2:
      return { x: 0, y: -90 };
    case 5:
      return { x: 0, y: 90 };
    case 3:
      return { x: -90, y: 0 };
    case 4:
      return { x: 90, y: 0 };
    default:
      return { x: 0, y: 0 };
  }
}
