import {
  checkTags,
  type AgentEnvelopeInput,
  type FieldErrorCode,
  type GrabResult,
  type RainInput,
} from '@croupier/contracts';
import { inTransaction, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { readAppNow } from '../../db/clock.ts';
import { constraintOf } from '../../db/sql-state.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { isInTeam } from '../agents/index.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { postTransfers, type PlayerBalance } from '../ledger/index.ts';
import { audienceAgents, inAudience } from '../promotions/index.ts';
import { type PlayerRow } from '../players/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import * as repo from './repository.ts';
import type { EnvelopeRainRow } from './schema.ts';
import { splitBudget } from './split.ts';

type Fields = Record<string, FieldErrorCode>;

/** An amount of the brand's currency, or the field marked invalid. */
function amountOf(text: string, currency: string, field: string, fields: Fields): bigint {
  try {
    return parseAmount(text, currency, field);
  } catch {
    fields[field] = 'INVALID';
    return 0n;
  }
}

/** An ISO 8601 instant with a time (a bare date would mean midnight UTC, not the brand's). */
function instantOf(value: string, field: string, fields: Fields): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) fields[field] = 'INVALID';
  return at;
}

/** The budget can give every envelope the minimum; marks `budget` otherwise. */
function checkSplit(budget: bigint, count: number, minimum: bigint, fields: Fields) {
  if (!fields.budget && !fields.minAmount && budget < minimum * BigInt(count)) fields.budget = 'INVALID';
}

/** An operator's rain: validated, split, stored and audited in one transaction. */
export async function createOperatorRain(
  db: Database,
  actor: OperatorActor & { brand: BrandRow },
  input: RainInput,
): Promise<EnvelopeRainRow> {
  const currency = actor.brand.currencyCode;
  const fields: Fields = {};
  const title = input.title.trim();
  if (!title) fields.title = 'REQUIRED';
  const budget = amountOf(input.budget, currency, 'budget', fields);
  const minAmount = amountOf(input.minAmount, currency, 'minAmount', fields);
  checkSplit(budget, input.count, minAmount, fields);
  const startsAt = instantOf(input.startsAt, 'startsAt', fields);
  const endsAt = instantOf(input.endsAt, 'endsAt', fields);
  if (!fields.startsAt && !fields.endsAt && endsAt <= startsAt) fields.endsAt = 'INVALID';
  return inTransaction(db, async (tx) => {
    const agentIds = await audienceAgents(tx, actor.brand, input.audience?.agents, fields);
    const tags = checkTags(input.audience?.tags ?? [], 'audience.tags');
    Object.assign(fields, tags.errors);
    if (Object.keys(fields).length > 0)
      throw validationFailed(fields, 'Some fields of the rain are not valid.');
    const rain = await repo.insertRain(
      tx,
      {
        brandId: actor.brand.id,
        kind: 'operator',
        title,
        currency,
        budget,
        count: input.count,
        minAmount,
        startsAt,
        endsAt,
        vipLevels: input.audience?.vipLevels?.length ? [...new Set(input.audience.vipLevels)] : null,
        agentIds,
        tags: tags.tags.length ? tags.tags : null,
        wageringMultiple: input.wageringMultiple ?? 0,
        createdBy: actor.operator.id,
      },
      splitBudget(budget, input.count, minAmount),
    );
    await recordOperatorAudit(tx, actor, {
      action: 'red-envelope.rain.create',
      target: `envelope-rain:${rain.id}`,
      before: null,
      after: { ...input, id: rain.id.toString() },
    });
    return rain;
  });
}

/** The smallest envelope an agent may send: one minor unit would be a joke, not a gift. */
const AGENT_MINIMUM_SHARE = 100n;

/**
 * An agent's envelope for its downlines: the budget moves from the agent's cash to the envelope escrow in the
 * same transaction that stores the split, so a rain exists exactly when its money is held. A repeated request
 * (same Idempotency-Key) answers the first rain and moves nothing. The route checks the payment password first.
 */
export async function sendAgentEnvelope(
  db: Database,
  brand: BrandRow,
  agent: PlayerRow,
  input: Omit<AgentEnvelopeInput, 'paymentPassword'>,
  requestKey: string | undefined,
): Promise<{ rain: EnvelopeRainRow; balances: PlayerBalance[] }> {
  const fields: Fields = {};
  const title = input.title.trim();
  if (!title) fields.title = 'REQUIRED';
  const budget = amountOf(input.budget, brand.currencyCode, 'budget', fields);
  checkSplit(budget, input.count, AGENT_MINIMUM_SHARE, fields);
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Some fields of the envelope are not valid.');
  if (requestKey) {
    const sent = await repo.rainByRequestKey(db, brand.id, agent.id, requestKey);
    if (sent) return { rain: sent, balances: [] };
  }
  return inTransaction(db, async (tx) => {
    const now = await readAppNow(tx);
    const rain = await repo.insertRain(
      tx,
      {
        brandId: brand.id,
        kind: 'agent',
        senderId: agent.id,
        title,
        currency: brand.currencyCode,
        budget,
        count: input.count,
        minAmount: AGENT_MINIMUM_SHARE,
        startsAt: now,
        endsAt: new Date(now.getTime() + input.minutes * 60_000),
        requestKey: requestKey ?? null,
      },
      splitBudget(budget, input.count, AGENT_MINIMUM_SHARE),
    );
    const [funded] = await postTransfers(tx, [
      {
        brandId: brand.id,
        currency: brand.currencyCode,
        key: `envelope-rain:${rain.id}:fund`,
        kind: 'transfer',
        from: { player: agent.id },
        to: { house: 'envelope_escrow' },
        amount: budget,
        reference: `envelope-rain:${rain.id}`,
        remark: 'red envelope sent',
      },
    ]);
    return { rain, balances: funded!.players };
  });
}

/** Whether the player may grab from the rain: the operator's audience, or the sending agent's downlines. */
export async function mayGrab(tx: Executor, rain: EnvelopeRainRow, player: PlayerRow): Promise<boolean> {
  if (rain.kind === 'agent') return rain.senderId !== player.id && isInTeam(tx, rain.senderId!, player.id);
  return inAudience(tx, rain, player);
}

/** Pays a grabbed envelope, keyed by the envelope: from the promotions expense, or from the agent's escrow. */
async function payEnvelope(
  tx: Transaction,
  rain: EnvelopeRainRow,
  envelopeId: bigint,
  amount: bigint,
  player: PlayerRow,
) {
  if (rain.kind === 'operator') {
    await grantBonus(tx, {
      brandId: rain.brandId,
      playerId: player.id,
      currency: rain.currency,
      amount,
      requirement: amount * BigInt(rain.wageringMultiple),
      source: { kind: 'red_envelope', ref: `envelope-rain:${rain.id}` },
      idempotencyKey: `envelope:${envelopeId}`,
      reason: 'red envelope',
    });
    return;
  }
  await postTransfers(tx, [
    {
      brandId: rain.brandId,
      currency: rain.currency,
      key: `envelope:${envelopeId}`,
      kind: 'transfer',
      from: { house: 'envelope_escrow' },
      to: { player: player.id },
      amount,
      reference: `envelope-rain:${rain.id}`,
      remark: 'red envelope',
    },
  ]);
}

/**
 * Grabs one envelope of a live rain for the player, first come first served, and pays it in the same
 * transaction. One per player per rain: a second grab (even a concurrent one, which the unique index stops)
 * is ENVELOPE_ALREADY_GRABBED; none left is ENVELOPES_GONE.
 */
export async function grabEnvelope(
  db: Database,
  brand: BrandRow,
  player: PlayerRow,
  rainId: bigint,
): Promise<GrabResult> {
  try {
    return await inTransaction(db, async (tx) => {
      const found = await repo.lockRainForGrab(tx, brand.id, rainId);
      if (!found || !(await mayGrab(tx, found.rain, player))) throw notFound('The red envelope rain');
      await repo.holdPlayerGrab(tx, rainId, player.id);
      if (await repo.envelopeOf(tx, rainId, player.id))
        throw new DomainError('ENVELOPE_ALREADY_GRABBED', 'You already have an envelope of this rain.');
      if (!found.live) throw new DomainError('ENVELOPE_RAIN_CLOSED', 'This rain is not falling now.');
      const envelope = await repo.claimEnvelope(tx, rainId, player.id);
      if (!envelope) throw new DomainError('ENVELOPES_GONE', 'Every envelope of this rain has been grabbed.');
      await payEnvelope(tx, found.rain, envelope.id, envelope.amount, player);
      return {
        envelopeId: envelope.id.toString(),
        amount: money(envelope.amount, found.rain.currency),
        currency: found.rain.currency,
        left: await repo.envelopesLeft(tx, rainId),
      };
    });
  } catch (error) {
    if (constraintOf(error) === 'envelopes_one_per_player')
      throw new DomainError('ENVELOPE_ALREADY_GRABBED', 'You already have an envelope of this rain.');
    throw error;
  }
}
