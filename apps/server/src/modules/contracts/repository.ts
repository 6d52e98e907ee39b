import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Follower } from '../ledger/index.ts';
import type { Period } from '../settlements/index.ts';
import type { ContractInForce, Earning } from './earning.ts';
import { contracts, contractVersions } from './schema.ts';
import type { ContractKind, StoredTerms } from './terms.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type VersionRow = typeof contractVersions.$inferSelect;

/** A contract's statuses while it binds (a pending offer counts: only one per downline and kind). */
export const LIVE_STATUSES = ['offered', 'signed', 'termination_requested'] as const;

/**
 * Contract changes of a brand take turns: an offer is checked against its upline's terms in force, and a
 * signing may end contracts down the chain, so two changes must not read each other's half.
 */
export async function holdContractsLock(tx: Executor, brandId: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contracts'), ${brandId}::int)`);
}

export async function findContract(db: Executor, brandId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.brandId, brandId), eq(contracts.id, id)));
  return row;
}

export async function liveContractOf(db: Executor, downlineId: bigint, kind: ContractKind) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.downlineId, downlineId),
        eq(contracts.kind, kind),
        inArray(contracts.status, [...LIVE_STATUSES]),
      ),
    );
  return row;
}

/** The live contracts an account granted its direct downlines, of one kind. */
export async function contractsGrantedBy(db: Executor, uplineId: bigint, kind: ContractKind) {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.uplineId, uplineId),
        eq(contracts.kind, kind),
        inArray(contracts.status, [...LIVE_STATUSES]),
      ),
    );
}

export async function versionsOf(db: Executor, contractIds: readonly bigint[]): Promise<VersionRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractVersions)
    .where(inArray(contractVersions.contractId, [...contractIds]))
    .orderBy(desc(contractVersions.version));
}

/** The signed version in force now, and the offer waiting for an answer, of one contract. */
export function currentVersions(versions: readonly VersionRow[], contractId: bigint) {
  const own = versions.filter((version) => version.contractId === contractId);
  return {
    inForce: own.find((version) => version.status === 'signed' && version.inForceTo === null),
    pending: own.find((version) => version.status === 'offered'),
    latest: own[0],
  };
}

export async function insertContract(
  tx: Executor,
  row: { brandId: bigint; kind: ContractKind; uplineId: bigint | null; downlineId: bigint },
): Promise<ContractRow> {
  const [created] = await tx
    .insert(contracts)
    .values({ ...row, status: 'offered' })
    .returning();
  return created!;
}

export async function insertVersion(
  tx: Executor,
  row: { contractId: bigint; version: number; terms: StoredTerms; validUntil: string | null },
): Promise<void> {
  await tx.insert(contractVersions).values({ ...row, status: 'offered' });
}

export async function setContractStatus(
  tx: Executor,
  id: bigint,
  change: {
    status: ContractRow['status'];
    terminationRequestedBy?: string | null;
    endReason?: string;
    /** A signed version's term: when the contract stops being in force, or null for until ended. */
    endsAt?: Date | null;
  },
): Promise<void> {
  const ends = change.status === 'rejected' || change.status === 'terminated';
  await tx
    .update(contracts)
    .set({ ...change, updatedAt: sql`app_now()`, ...(ends ? { endedAt: sql`app_now()` } : {}) })
    .where(eq(contracts.id, id));
}

/** The version in force stops now (a newer one is signed, or the contract ends). */
async function stopVersionInForce(tx: Executor, contractId: bigint): Promise<void> {
  await tx
    .update(contractVersions)
    .set({ inForceTo: sql`app_now()` })
    .where(
      and(
        eq(contractVersions.contractId, contractId),
        eq(contractVersions.status, 'signed'),
        isNull(contractVersions.inForceTo),
      ),
    );
}

/** Signs a version: the one in force until now stops now, and this one starts. */
export async function signVersion(tx: Executor, contractId: bigint, version: number): Promise<void> {
  await stopVersionInForce(tx, contractId);
  await tx
    .update(contractVersions)
    .set({ status: 'signed', decidedAt: sql`app_now()`, inForceFrom: sql`app_now()` })
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.version, version)));
}

/** Closes a contract's versions as it ends: a pending offer is withdrawn, the version in force stops now. */
export async function closeVersions(
  tx: Executor,
  contractId: bigint,
  pending: 'rejected' | 'withdrawn',
): Promise<void> {
  await closePendingOffer(tx, contractId, pending);
  await stopVersionInForce(tx, contractId);
}

/** Turns down the offer waiting on a signed contract, which stays in force as it was. */
export async function closePendingOffer(tx: Executor, contractId: bigint, status: 'rejected' | 'withdrawn') {
  await tx
    .update(contractVersions)
    .set({ status, decidedAt: sql`app_now()` })
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.status, 'offered')));
}

export { readAppNow as clockNow } from '../../db/clock.ts';

/** Signed contracts (or being ended) whose term is over, the longest over first; `id`: that one only. */
export async function contractsPastTheirEnd(db: Executor, props: { id?: bigint; limit: number }) {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        props.id === undefined ? undefined : eq(contracts.id, props.id),
        inArray(contracts.status, ['signed', 'termination_requested']),
        sql`${contracts.endsAt} <= app_now()`,
      ),
    )
    .orderBy(asc(contracts.endsAt))
    .limit(props.limit);
}

/**
 * Contracts with an offer waiting whose last day may have passed: every brand's today lies within a day of
 * UTC's, so this reads those up to UTC's tomorrow and the caller checks each against its brand's today.
 */
export async function offersNearTheirEnd(db: Executor, props: { id?: bigint; limit: number }) {
  return db
    .select({ contract: contracts, validUntil: contractVersions.validUntil })
    .from(contracts)
    .innerJoin(contractVersions, eq(contractVersions.contractId, contracts.id))
    .where(
      and(
        props.id === undefined ? undefined : eq(contracts.id, props.id),
        eq(contractVersions.status, 'offered'),
        sql`${contractVersions.validUntil} < (app_now() at time zone 'UTC')::date + 1`,
      ),
    )
    .orderBy(asc(contractVersions.validUntil))
    .limit(props.limit);
}

/** The contracts an account holds (`mine`: as the downline) or granted (`downlines`), newest first. */
export async function listContracts(
  db: Executor,
  props: { brandId: bigint; accountId: bigint; role: 'mine' | 'downlines'; kind?: ContractKind },
): Promise<ContractRow[]> {
  const party =
    props.role === 'mine'
      ? eq(contracts.downlineId, props.accountId)
      : eq(contracts.uplineId, props.accountId);
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.brandId, props.brandId),
        party,
        props.kind ? eq(contracts.kind, props.kind) : undefined,
      ),
    )
    .orderBy(desc(contracts.id))
    .limit(500);
}

/**
 * The contracts of a kind whose signed version was in force at `instant` (a period's last moment: the terms a
 * period is settled by are those it closed under), with that version.
 */
export async function contractsInForceAt(
  db: Executor,
  props: {
    brandId: bigint;
    kind: ContractKind;
    instant: Date;
    /** Only the contracts of these accounts (a subquery of ids): a real-time batch reads its players' ancestors'. */
    downlines?: SQL;
  },
): Promise<ContractInForce[]> {
  const at = props.instant.toISOString();
  const rows = await db
    .select({
      contractId: contracts.id,
      uplineId: contracts.uplineId,
      downlineId: contracts.downlineId,
      version: contractVersions.version,
      // As text, parsed once per distinct text below: a programme's contracts mostly share a few terms.
      terms: sql<string>`${contractVersions.terms}::text`,
    })
    .from(contracts)
    .innerJoin(contractVersions, eq(contractVersions.contractId, contracts.id))
    .where(
      and(
        eq(contracts.brandId, props.brandId),
        eq(contracts.kind, props.kind),
        eq(contractVersions.status, 'signed'),
        sql`${contractVersions.inForceFrom} <= ${at}::timestamptz`,
        sql`(${contractVersions.inForceTo} is null or ${contractVersions.inForceTo} > ${at}::timestamptz)`,
        // A contract past its term pays nothing more, even before the expiry job has ended it.
        sql`(${contracts.endsAt} is null or ${contracts.endsAt} > ${at}::timestamptz)`,
        props.downlines ? sql`${contracts.downlineId} in ${props.downlines}` : undefined,
      ),
    );
  const parsed = new Map<string, StoredTerms>();
  return rows.map((row) => {
    let terms = parsed.get(row.terms);
    if (!terms) parsed.set(row.terms, (terms = JSON.parse(row.terms) as StoredTerms));
    return { ...row, terms };
  });
}

type StatementProps = { brandId: bigint; kind: ContractKind; period: Period; earnings: readonly Earning[] };

/**
 * Writes (or rewrites, on a run again) a period's statements, one per contracted agent: one statement for the
 * whole period, its rows as one JSON parameter (thousands of agents would pass
 * PostgreSQL's 65,535 parameters as a VALUES list, and plan slowly well before).
 */
export async function saveStatements(db: Executor, props: StatementProps): Promise<void> {
  if (props.earnings.length === 0) return;
  const { period } = props;
  const rows = JSON.stringify(
    props.earnings.map((earning) => ({
      agent_id: earning.contract.downlineId.toString(),
      contract_id: earning.contract.contractId.toString(),
      version: earning.contract.version,
      base: earning.base.toString(),
      active_members: earning.active,
      rate_ppm: earning.ratePpm.toString(),
      gross: earning.gross.toString(),
      paid_to_downlines: earning.paidToDownlines.toString(),
      net: earning.net.toString(),
    })),
  );
  await db.execute(sql`
    insert into contract_statements as s (brand_id, kind, period_key, period_start, period_end, agent_id,
      contract_id, version, base, active_members, rate_ppm, gross, paid_to_downlines, net)
    select ${props.brandId}, ${props.kind}, ${period.key}, ${period.start.toISOString()}::timestamptz,
      ${period.end.toISOString()}::timestamptz, agent_id, contract_id, version, base, active_members, rate_ppm,
      gross, paid_to_downlines, net
    from jsonb_to_recordset(${rows}::jsonb) as input (agent_id bigint, contract_id bigint, version int,
      base bigint, active_members int, rate_ppm bigint, gross bigint, paid_to_downlines bigint, net bigint)
    on conflict (brand_id, kind, period_key, agent_id) do update set
      contract_id = excluded.contract_id, version = excluded.version, base = excluded.base,
      active_members = excluded.active_members, rate_ppm = excluded.rate_ppm, gross = excluded.gross,
      paid_to_downlines = excluded.paid_to_downlines, net = excluded.net, settled_at = app_now()`);
}

type StatementValue =
  | 'period_key'
  | 'period_start'
  | 'period_end'
  | 'agent_id'
  | 'contract_id'
  | 'version'
  | 'base'
  | 'gross'
  | 'paid_to_downlines'
  | 'net';

/**
 * What a real-time batch paid, added to its five minutes' statements inside the posting that pays it (one
 * statement, one round trip). `earningOf` gives each posted transfer's earning, or undefined for the parts of a payment
 * that repay a debt (its first part carries the earning, so each is added once).
 */
export function realtimeStatementsFollower(
  period: Period,
  earningOf: readonly (Earning | undefined)[],
): Follower<StatementValue> {
  return {
    statementKey: 'contracts.realtime-statements',
    columns: {
      period_key: 'text',
      period_start: 'text',
      period_end: 'text',
      agent_id: 'bigint',
      contract_id: 'bigint',
      version: 'int',
      base: 'bigint',
      gross: 'bigint',
      paid_to_downlines: 'bigint',
      net: 'bigint',
    },
    values: earningOf.map((earning) => ({
      period_key: period.key,
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
      agent_id: earning ? earning.contract.downlineId.toString() : null,
      contract_id: earning ? earning.contract.contractId.toString() : null,
      version: earning ? earning.contract.version : null,
      base: earning ? earning.base.toString() : null,
      gross: earning ? earning.gross.toString() : null,
      paid_to_downlines: earning ? earning.paidToDownlines.toString() : null,
      net: earning ? earning.net.toString() : null,
    })),
    statement: ({ value, relation, brandId }) => ({
      ctes: sql`contract_statements_added as (
        insert into contract_statements as s (brand_id, kind, period_key, period_start, period_end, agent_id,
          contract_id, version, base, active_members, rate_ppm, gross, paid_to_downlines, net)
        select ${brandId}, 'realtime', ${value.period_key}, ${value.period_start}::timestamptz,
          ${value.period_end}::timestamptz, ${value.agent_id}, ${value.contract_id}, ${value.version},
          ${value.base}, 0, 0, ${value.gross}, ${value.paid_to_downlines}, ${value.net}
        from ${relation} where ${value.agent_id} is not null
        on conflict (brand_id, kind, period_key, agent_id) do update set
          contract_id = excluded.contract_id, version = excluded.version, base = s.base + excluded.base,
          gross = s.gross + excluded.gross, paid_to_downlines = s.paid_to_downlines + excluded.paid_to_downlines,
          net = s.net + excluded.net, settled_at = app_now())`,
      select: sql`true as statement_added`,
    }),
  };
}
