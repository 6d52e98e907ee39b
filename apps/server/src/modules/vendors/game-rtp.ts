import {
  basisPointsToPercent,
  rtpToBasisPoints,
  type FieldErrorCode,
  type GameRtpUpdate,
  type GameRtpUpdateResult,
} from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { auditVendor, type VendorActor } from './commands.ts';
import { findVendor, setTheoreticalRtp, type TheoreticalRtp } from '../catalogue/index.ts';
import { refuseOutsideStudio } from './studio-access.ts';

/**
 * The audit row lists at most this many changed games by code: a vendor's first registration can set thousands,
 * and the audit log is read by people. The counts are always complete.
 */
const AUDIT_LISTED_GAMES = 200;
/** A bad registration is usually bad throughout: naming the first few offenders is enough to fix it. */
const MAX_FIELD_ERRORS = 50;

/**
 * The schema checked the shape; here each RTP must be a percentage (RTP_PATTERN, checked here so a feed wrong
 * throughout gets its first few offenders back rather than one field error per entry), and each code must appear
 * once: one UPDATE could not apply a code sent twice in a defined order (PostgreSQL picks either row).
 */
function entriesOf(input: GameRtpUpdate): TheoreticalRtp[] {
  const fields: Record<string, FieldErrorCode> = {};
  const seen = new Set<string>();
  const entries: TheoreticalRtp[] = [];
  input.games.forEach((game, i) => {
    const bp = rtpToBasisPoints(game.rtp);
    if (bp === null) fields[`games.${i}.rtp`] = 'INVALID';
    else if (seen.has(game.gameCode)) fields[`games.${i}.gameCode`] = 'NOT_ALLOWED';
    else entries.push({ gameCode: game.gameCode, bp });
    seen.add(game.gameCode);
  });
  const names = Object.keys(fields);
  if (names.length > 0)
    throw validationFailed(
      Object.fromEntries(names.slice(0, MAX_FIELD_ERRORS).map((name) => [name, fields[name]!])),
      `${names.length} entries are not valid: an RTP is a percentage from 0 to 100 with at most two decimals, and each game code appears once.`,
    );
  return entries;
}

const percentOrNull = (bp: number | null) => (bp === null ? null : basisPointsToPercent(bp));

/**
 * The theoretical RTP a vendor publishes for its games (the studio sends it when it registers). Codes the vendor
 * has no game for are answered, not refused: a feed may list games the operator has not imported yet.
 */
export async function updateGameRtp(
  db: Database,
  actor: VendorActor,
  vassalage: string,
  input: GameRtpUpdate,
): Promise<GameRtpUpdateResult> {
  const entries = entriesOf(input);
  return inTransaction(db, async (tx) => {
    const vendor = await findVendor(tx, vassalage);
    refuseOutsideStudio(actor.operator, vendor);
    if (!vendor) throw notFound('The vendor');
    const result = await setTheoreticalRtp(tx, vassalage, entries, AUDIT_LISTED_GAMES);
    if (result.changed > 0) {
      const listed = (pick: (l: (typeof result.listed)[number]) => number | null) =>
        Object.fromEntries(result.listed.map((l) => [l.code, percentOrNull(pick(l))]));
      await auditVendor(tx, actor, {
        action: 'vendor.game-rtp',
        vassalage,
        before: { theoreticalRtp: listed((l) => l.before) },
        after: {
          theoreticalRtp: listed((l) => l.after),
          changedGames: result.changed,
          ...(result.changed > result.listed.length ? { listedGames: result.listed.length } : {}),
          unknownGameCodes: result.unknown.length,
        },
      });
    }
    return { updated: result.known, unknownGameCodes: result.unknown };
  });
}
