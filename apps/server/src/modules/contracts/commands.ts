import type { ContractAnswer } from '@croupier/contracts';
import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { AGENT_TYPES, findPlayerById, usernamesByIds, type PlayerRow } from '../players/index.ts';
import * as repository from './repository.ts';
import type { ContractRow } from './repository.ts';
import { parseOffer, storedTerms, termsOf, uncoveredBy, type Terms, type TermsInput } from './terms.ts';

/** Who offers: an agent to its direct downline, or an operator (the platform) to a top agent. */
export type Offerer = { agent: PlayerRow } | { operator: { id: bigint; username: string }; ip: string };

const answer = (id: bigint, status: string): ContractAnswer => ({
  id: id.toString(),
  status: status as ContractAnswer['status'],
});
const invalidState = (message: string) => new DomainError('INVALID_STATE', message);

/** The terms an account holds in force now as a downline, of one kind (a termination request keeps them). */
async function termsInForce(tx: Executor, brand: BrandRow, accountId: bigint, kind: Terms['kind']) {
  const contract = await repository.liveContractOf(tx, accountId, kind);
  if (!contract || contract.status === 'offered') return undefined;
  const versions = await repository.versionsOf(tx, [contract.id]);
  const inForce = repository.currentVersions(versions, contract.id).inForce;
  return inForce
    ? termsOf(contract.kind as Terms['kind'], inForce.terms as never, brand.currencyCode)
    : undefined;
}

/**
 * Offers a contract (DOMAIN.md "Contract states"): only a direct upline offers, to an agent, at rates its own
 * contract covers at the same thresholds (`CONTRACT_RATE_TOO_HIGH` names the tiers that do not). On a signed
 * contract the offer is new terms the downline accepts or rejects; one offer waits at a time.
 */
export async function offerContract(
  db: Database,
  props: { brand: BrandRow; by: Offerer; downlineId: bigint; input: TermsInput },
): Promise<ContractAnswer> {
  const { brand, by } = props;
  const today = dayIn(await repository.clockNow(db), brand.timezone);
  const { terms, validUntil } = parseOffer(props.input, { currencyCode: brand.currencyCode, today });
  const uplineId = 'agent' in by ? by.agent.id : null;
  return inTransaction(db, async (tx) => {
    await repository.holdContractsLock(tx, brand.id);
    const downline = await findPlayerById(tx, brand.id, props.downlineId);
    if (!downline || downline.uplineId !== uplineId) throw notFound('The account');
    if (!AGENT_TYPES.includes(downline.type))
      throw invalidState('Contracts are offered to agents; this account is a member.');
    if ('agent' in by) {
      const own = await termsInForce(tx, brand, by.agent.id, terms.kind);
      if (!own) throw invalidState('You hold no signed contract of this kind to share with your downlines.');
      const faults = uncoveredBy(own, terms);
      if (Object.keys(faults).length > 0)
        throw new DomainError(
          'CONTRACT_RATE_TOO_HIGH',
          'The offer pays more than your own contract at the same thresholds.',
          faults,
        );
    }
    const stored = storedTerms(terms, brand.currencyCode);
    const existing = await repository.liveContractOf(tx, downline.id, terms.kind);
    let contractId: bigint;
    if (!existing) {
      const created = await repository.insertContract(tx, {
        brandId: brand.id,
        kind: terms.kind,
        uplineId,
        downlineId: downline.id,
      });
      contractId = created.id;
      await repository.insertVersion(tx, { contractId, version: 1, terms: stored, validUntil });
    } else {
      const versions = await repository.versionsOf(tx, [existing.id]);
      const current = repository.currentVersions(versions, existing.id);
      if (existing.status !== 'signed' || current.pending)
        throw invalidState('This account already has an offer or a contract of this kind being ended.');
      contractId = existing.id;
      await repository.insertVersion(tx, {
        contractId,
        version: current.latest!.version + 1,
        terms: stored,
        validUntil,
      });
    }
    if ('operator' in by)
      await recordAudit(tx, {
        brandId: brand.id,
        operatorId: by.operator.id,
        operatorName: by.operator.username,
        action: 'contract.offer',
        target: `player:${downline.username}`,
        before: null,
        after: { contract: contractId.toString(), kind: terms.kind, ...stored, validUntil },
        ip: by.ip,
      });
    return answer(contractId, 'offered');
  });
}

/** A contract the account is a party to, else 404 as if it did not exist. */
async function contractOfParty(tx: Executor, brand: BrandRow, accountId: bigint, id: bigint) {
  const contract = await repository.findContract(tx, brand.id, id);
  if (!contract || (contract.downlineId !== accountId && contract.uplineId !== accountId))
    throw notFound('The contract');
  return contract;
}

/**
 * The contracts that terms would no longer cover among those the account granted its downlines: signing
 * lower terms ends them (DOMAIN.md "Tiers", cascade).
 */
async function uncoveredGrants(tx: Executor, brand: BrandRow, accountId: bigint, terms: Terms) {
  const granted = await repository.contractsGrantedBy(tx, accountId, terms.kind);
  const versions = await repository.versionsOf(
    tx,
    granted.map((contract) => contract.id),
  );
  return granted.filter((contract) => {
    const { inForce, pending } = repository.currentVersions(versions, contract.id);
    return [inForce, pending].some(
      (version) =>
        version &&
        Object.keys(uncoveredBy(terms, termsOf(terms.kind, version.terms as never, brand.currencyCode)))
          .length > 0,
    );
  });
}

/** Ends a contract and, since its downline then holds nothing to share, every contract granted below it. */
export async function endContract(tx: Executor, contract: ContractRow, reason: string): Promise<bigint[]> {
  await repository.closeVersions(tx, contract.id, 'withdrawn');
  await repository.setContractStatus(tx, contract.id, { status: 'terminated', endReason: reason });
  const ended = [contract.id];
  for (const below of await repository.contractsGrantedBy(
    tx,
    contract.downlineId,
    contract.kind as Terms['kind'],
  ))
    ended.push(...(await endContract(tx, below, 'cascade')));
  return ended;
}

/** Under the brand's contracts lock, the caller's contract with the offer waiting for its answer as downline. */
async function offerWaitingFor(tx: Executor, props: { brand: BrandRow; player: PlayerRow; id: bigint }) {
  await repository.holdContractsLock(tx, props.brand.id);
  const contract = await contractOfParty(tx, props.brand, props.player.id, props.id);
  const versions = await repository.versionsOf(tx, [contract.id]);
  const { pending } = repository.currentVersions(versions, contract.id);
  // A contract being ended takes no new terms.
  if (contract.downlineId !== props.player.id || !pending || contract.status === 'termination_requested')
    throw invalidState('No offer on this contract waits for your answer.');
  return { contract, pending };
}

/**
 * The downline signs the offer waiting on its contract. New terms that no longer cover contracts it granted
 * end those (and what hangs below them) only with `confirmCascade`; without it the answer names them
 * (`CONTRACT_CASCADE_UNCONFIRMED { contracts }`) and nothing changes.
 */
export async function acceptContract(
  db: Database,
  props: { brand: BrandRow; player: PlayerRow; id: bigint; confirmCascade?: boolean },
): Promise<ContractAnswer & { ended: string[] }> {
  const { brand, player } = props;
  return inTransaction(db, async (tx) => {
    const { contract, pending } = await offerWaitingFor(tx, props);
    // Between its last day and the expiry job withdrawing it, an offer is out of date already.
    if (
      pending.validUntil !== null &&
      pending.validUntil < dayIn(await repository.clockNow(tx), brand.timezone)
    )
      throw invalidState('This offer ran out before it was answered.');
    const terms = termsOf(contract.kind as Terms['kind'], pending.terms as never, brand.currencyCode);
    const uncovered = await uncoveredGrants(tx, brand, player.id, terms);
    if (uncovered.length > 0 && !props.confirmCascade) {
      const names = await usernamesByIds(
        tx,
        uncovered.map((grant) => grant.downlineId),
      );
      throw new DomainError(
        'CONTRACT_CASCADE_UNCONFIRMED',
        'Signing these terms ends contracts you granted; confirm to go on.',
        undefined,
        {
          contracts: uncovered.map((grant) => ({
            id: grant.id.toString(),
            downline: names.get(grant.downlineId) ?? '',
          })),
        },
      );
    }
    await repository.signVersion(tx, contract.id, pending.version);
    await repository.setContractStatus(tx, contract.id, {
      status: 'signed',
      endsAt: endOfTerm(pending.validUntil, brand.timezone),
    });
    const ended: bigint[] = [];
    for (const grant of uncovered) ended.push(...(await endContract(tx, grant, 'cascade')));
    return { ...answer(contract.id, 'signed'), ended: ended.map(String) };
  });
}

/** When a term whose last day is `validUntil` stops: the start of the next day in the brand's zone. */
export function endOfTerm(validUntil: string | null, timeZone: string): Date | null {
  return validUntil === null ? null : startOfDayIn(shiftDay(validUntil, 1), timeZone);
}

/** The downline turns down the offer: a first offer ends the contract; new terms leave the signed ones. */
export async function rejectContract(
  db: Database,
  props: { brand: BrandRow; player: PlayerRow; id: bigint },
): Promise<ContractAnswer> {
  return inTransaction(db, async (tx) => {
    const { contract } = await offerWaitingFor(tx, props);
    if (contract.status === 'offered') {
      await repository.closeVersions(tx, contract.id, 'rejected');
      await repository.setContractStatus(tx, contract.id, { status: 'rejected', endReason: 'rejected' });
      return answer(contract.id, 'rejected');
    }
    await repository.closePendingOffer(tx, contract.id, 'rejected');
    return answer(contract.id, contract.status);
  });
}

/**
 * Ends a contract by agreement: either party asks and the other confirms with the same call. An upline may
 * withdraw an offer not yet signed. Ending a contract ends the contracts granted below it.
 */
export async function terminateContract(
  db: Database,
  props: { brand: BrandRow; player: PlayerRow; id: bigint },
): Promise<ContractAnswer> {
  const { brand, player } = props;
  return inTransaction(db, async (tx) => {
    await repository.holdContractsLock(tx, brand.id);
    const contract = await contractOfParty(tx, brand, player.id, props.id);
    const side = contract.uplineId === player.id ? 'upline' : 'downline';
    if (contract.status === 'offered') {
      if (side !== 'upline') throw invalidState('Reject an offer you do not want to sign.');
      await endContract(tx, contract, 'withdrawn');
      return answer(contract.id, 'terminated');
    }
    if (contract.status === 'signed') {
      await repository.setContractStatus(tx, contract.id, {
        status: 'termination_requested',
        terminationRequestedBy: side,
      });
      return answer(contract.id, 'termination_requested');
    }
    // A platform contract's ending is confirmed by an operator in the console.
    const confirmsOther =
      contract.status === 'termination_requested' &&
      contract.terminationRequestedBy !== side &&
      contract.uplineId !== null;
    if (!confirmsOther) throw invalidState('This contract cannot be ended by you now.');
    await endContract(tx, contract, 'terminated');
    return answer(contract.id, 'terminated');
  });
}
