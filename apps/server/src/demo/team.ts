import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { DomainError } from '../platform/domain-errors.ts';
import { runIdempotent } from '../platform/idempotent-requests.ts';
import type { OnceWork, WorkResult } from '../platform/once-work.ts';
import { createAgent, registerDownline } from '../modules/agents/index.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import { approveDeposit, createDeposit, listPlayerChannels } from '../modules/deposits/index.ts';
import { findFirstOwner, type OperatorRow } from '../modules/operators/index.ts';
import {
  AGENT_TYPES,
  findPlayerById,
  findPlayerByUsername,
  PLAYER_TYPES,
  setPaymentPassword,
  type PlayerRow,
} from '../modules/players/index.ts';
import { transferWithinTeam } from '../modules/wallet/index.ts';
import { addPayoutAccount, requestWithdrawal, reviewWithdrawal } from '../modules/withdrawals/index.ts';
import { playDemoRounds } from './team-play.ts';
import { DEMO_AGENT, DEMO_TEAM, DEMO_TRANSFERS, DEMO_WITHDRAWAL } from './team-plan.ts';

const IP = '127.0.0.1';
const baht = (amount: number) => `${amount}.00`;
const newPaymentPassword = () => String(randomInt(1_000_000)).padStart(6, '0');

/** The demo's accounts as they are now (a command may have changed a row since it was read). */
class Team {
  private readonly ids = new Map<string, bigint>();
  readonly passwords = new Map<string, string>();
  readonly paymentPasswords = new Map<string, string>();
  constructor(
    private readonly db: Database,
    readonly brand: BrandRow,
  ) {}
  add(username: string, id: bigint, password: string) {
    this.ids.set(username, id);
    this.passwords.set(username, password);
  }
  has(username: string): boolean {
    return this.ids.has(username);
  }
  async row(username: string): Promise<PlayerRow> {
    return (await findPlayerById(this.db, this.brand.id, this.ids.get(username)!))!;
  }
}

/** Runs a command's once-work as its route does, under an Idempotency-Key of the caller. */
function runOnce<R extends WorkResult<unknown>>(
  db: Database,
  team: Team,
  caller: string,
  scope: string,
  work: OnceWork<R>,
) {
  const key = `demo-${randomBytes(9).toString('base64url')}`;
  return runIdempotent(db, { brandId: team.brand.id, caller, key, scope }, work);
}

/** Whether the demo agent exists (a later start names it in the banner, without its password). */
export async function hasDemoAgent(db: Database, brandId: bigint): Promise<boolean> {
  const agent = await findPlayerByUsername(db, brandId, DEMO_AGENT);
  return agent !== undefined && AGENT_TYPES.includes(agent.type);
}

/**
 * The first start's demo agent tree with its money and play, made by the commands operators, agents, members
 * and vendors call: the operator creates `demoagent` and approves deposits and a withdrawal, the agents register
 * their downlines and pass money down, members play settled rounds through the vendor wallet. Everything is
 * dated now (the commands use the database's clock). Answers false when another node made the agent first.
 */
export async function seedDemoTeam(db: Database, brand: BrandRow, password: string): Promise<boolean> {
  const owner = await findFirstOwner(db, brand.id);
  if (!owner) return false;
  const operator = { operator: owner, ip: IP };
  const team = new Team(db, brand);
  try {
    const { id } = await createAgent(db, {
      ...operator,
      brand,
      input: { username: DEMO_AGENT, password, type: PLAYER_TYPES.agent },
      mustChangePassword: false,
    });
    team.add(DEMO_AGENT, id, password);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ALREADY_EXISTS') return false;
    throw error;
  }
  await registerTeam(db, team);
  await makeDeposits(db, team, owner);
  // Hashing is the slow part of a first start: the payers' payment passwords are set side by side.
  const payers = new Set([...DEMO_TRANSFERS.map((transfer) => transfer.from), DEMO_WITHDRAWAL.username]);
  await Promise.all([...payers].map((username) => paymentPasswordOf(db, team, username)));
  await makeTransfers(db, team);
  await playDemoRounds(db, brand, (username) => team.row(username));
  await makeWithdrawal(db, team, owner);
  return true;
}

/**
 * Each agent registers its downlines, level by level; the accounts of one level are registered side by side,
 * since each one's password hash takes a while.
 */
async function registerTeam(db: Database, team: Team) {
  let waiting = [...DEMO_TEAM];
  while (waiting.length > 0) {
    const level = waiting.filter((member) => team.has(member.upline));
    if (level.length === 0) throw new Error('The demo team names an upline it does not register.');
    await Promise.all(
      level.map(async (member) => {
        const password = randomBytes(12).toString('base64url');
        const { id } = await registerDownline(db, {
          brand: team.brand,
          agent: await team.row(member.upline),
          input: { username: member.username, password, type: member.kind },
          ip: IP,
        });
        team.add(member.username, id, password);
      }),
    );
    waiting = waiting.filter((member) => !level.includes(member));
  }
}

/** Each planned bank transfer: the member starts it, the operator sees the money and approves it. */
async function makeDeposits(db: Database, team: Team, owner: OperatorRow) {
  const { brand } = team;
  const bank = (await listPlayerChannels(db, brand, 'EN')).find((channel) => channel.type === 'bank');
  if (!bank) throw new Error('The demo bank channel is missing.');
  for (const member of DEMO_TEAM) {
    for (const amount of member.deposits) {
      const player = await team.row(member.username);
      const started = await runOnce(
        db,
        team,
        `player:${player.id}`,
        'POST /api/v1/deposits',
        await createDeposit(db, { brand, player, input: { channelId: bank.id, amount: baht(amount) } }),
      );
      const id = BigInt(started.body.id);
      await runOnce(
        db,
        team,
        `operator:${owner.id}`,
        `POST /admin-api/v1/deposits/${id}/approve`,
        approveDeposit({ brand, operator: owner, ip: IP }, id),
      );
    }
  }
}

/** Sets a payment password the way the security centre does: the first time, with the login password. */
async function paymentPasswordOf(db: Database, team: Team, username: string): Promise<string> {
  const known = team.paymentPasswords.get(username);
  if (known) return known;
  const chosen = newPaymentPassword();
  await setPaymentPassword(
    db,
    { brand: team.brand, player: await team.row(username) },
    { currentPassword: team.passwords.get(username)!, newPaymentPassword: chosen },
  );
  team.paymentPasswords.set(username, chosen);
  return chosen;
}

async function makeTransfers(db: Database, team: Team) {
  for (const transfer of DEMO_TRANSFERS) {
    const paymentPassword = await paymentPasswordOf(db, team, transfer.from);
    const player = await team.row(transfer.from);
    const work = await transferWithinTeam(db, {
      brand: team.brand,
      player,
      input: { to: transfer.to, amount: baht(transfer.amount), paymentPassword },
    });
    await runOnce(db, team, `player:${player.id}`, 'POST /api/v1/transfers', work);
  }
}

/** One withdrawal from request to paid: the payout account in the member's own name, then two decisions. */
async function makeWithdrawal(db: Database, team: Team, owner: OperatorRow) {
  const { brand } = team;
  const { username, amount, account } = DEMO_WITHDRAWAL;
  const paymentPassword = await paymentPasswordOf(db, team, username);
  const player = await team.row(username);
  const payoutAccount = await addPayoutAccount(db, { brand, player, input: account });
  const requested = await runOnce(
    db,
    team,
    `player:${player.id}`,
    'POST /api/v1/withdrawals',
    await requestWithdrawal(db, {
      brand,
      player,
      input: { amount: baht(amount), payoutAccountId: payoutAccount.id, paymentPassword },
    }),
  );
  const id = BigInt(requested.body.id);
  for (const action of ['approve', 'paid'] as const) {
    const work = await reviewWithdrawal({
      brand,
      operator: owner,
      id,
      action,
      input: action === 'paid' ? { reference: 'KBANK transfer 20419' } : {},
      ip: IP,
    });
    await runOnce(db, team, `operator:${owner.id}`, `POST /admin-api/v1/withdrawals/${id}/${action}`, work);
  }
}
