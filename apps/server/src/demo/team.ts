import { seedDemoVip } from '../modules/vip/index.ts';
import { checkInOnce, seedDemoSignIn } from '../modules/sign-in/index.ts';
import { seedDemoPoints } from '../modules/points/index.ts';
import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { withSettableClock } from '../db/clock.ts';
import { DomainError } from '../platform/domain-errors.ts';
import { runIdempotent } from '../platform/idempotent-requests.ts';
import type { OnceWork, WorkResult } from '../platform/once-work.ts';
import { createAgent, registerDownline } from '../modules/agents/index.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import { approveDeposit, createDeposit, listPlayerChannels } from '../modules/deposits/index.ts';
import { findFirstOwner, type OperatorRow } from '../modules/operators/index.ts';
import {
  AGENT_TYPES,
  completeLogin,
  findPlayerById,
  findPlayerByUsername,
  PLAYER_TYPES,
  setPaymentPassword,
  type PlayerRow,
} from '../modules/players/index.ts';
import { transferWithinTeam } from '../modules/wallet/index.ts';
import { addPayoutAccount, requestWithdrawal, reviewWithdrawal } from '../modules/withdrawals/index.ts';
import { demoCalendar } from './team-calendar.ts';
import { demoSettlements, payDemoBills, signDemoContracts } from './team-contracts.ts';
import { openTables, playSession } from './team-play.ts';
import { DEMO_AGENT, DEMO_WITHDRAWAL, type DemoMember, type DemoTransfer } from './team-plan.ts';

const IP = '127.0.0.1';
/** Where the team signs in from: Thai home and mobile networks, one per account (by its id). */
const HOME_IPS = ['1.46.12.34', '49.228.3.4', '58.8.101.2', '171.96.5.6', '182.232.7.8', '27.55.1.2'];
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const baht = (amount: number) => `${amount}.00`;
const newPaymentPassword = () => String(randomInt(1_000_000)).padStart(6, '0');

/** The demo's accounts as they are now (a command may have changed a row since it was read). */
class Team {
  private readonly ids = new Map<string, bigint>();
  readonly passwords = new Map<string, string>();
  readonly paymentPasswords = new Map<string, string>();
  /** Deposits awaiting the operator's approval, by the calendar's reference. */
  readonly pendingDeposits = new Map<string, bigint>();
  withdrawalId: bigint | undefined;
  constructor(
    private readonly db: Database,
    readonly brand: BrandRow,
    readonly owner: OperatorRow,
  ) {}
  /** Every account of the team by username, the agent included. */
  members(): string[] {
    return [...this.ids.keys()];
  }
  add(username: string, id: bigint, password: string) {
    this.ids.set(username, id);
    this.passwords.set(username, password);
  }
  async row(username: string): Promise<PlayerRow> {
    return this.rowById(this.ids.get(username)!);
  }
  async rowById(id: bigint): Promise<PlayerRow> {
    return (await findPlayerById(this.db, this.brand.id, id))!;
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
 * their downlines and pass money down, members play settled rounds through the vendor wallet. It happens over
 * the four weeks before the start (team-calendar.ts), each step on the database's clock set to its time (ADR
 * 0026), in the order it happened. Answers false when another node made the agent first.
 */
export async function seedDemoTeam(db: Database, brand: BrandRow, password: string): Promise<boolean> {
  const owner = await findFirstOwner(db, brand.id);
  if (!owner) return false;
  const calendar = demoCalendar(new Date(), brand.timezone);
  return withSettableClock(db, async (db, clock) => {
    const team = new Team(db, brand, owner);
    await clock.setTo(calendar.agentOpens);
    try {
      const { id } = await createAgent(db, {
        brand,
        operator: owner,
        ip: IP,
        input: { username: DEMO_AGENT, password, type: PLAYER_TYPES.agent },
        mustChangePassword: false,
      });
      team.add(DEMO_AGENT, id, password);
      await seedDemoVip(db, brand, owner, IP);
      await seedDemoSignIn(db, brand, owner, IP);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ALREADY_EXISTS') return false;
      throw error;
    }
    const bank = (await listPlayerChannels(db, brand, 'EN')).find((channel) => channel.type === 'bank');
    if (!bank) throw new Error('The demo bank channel is missing.');
    const tables = await openTables(db);
    const settlements = demoSettlements(db);
    for (const event of calendar.events) {
      await clock.setTo(event.at);
      switch (event.kind) {
        case 'register':
          await register(db, team, event.member);
          break;
        case 'deposit':
          await deposit(db, team, bank.id, event);
          break;
        case 'approve-deposit':
          await approve(db, team, event.ref);
          break;
        case 'transfer':
          await transfer(db, team, event.transfer);
          break;
        case 'session':
          await signIn(db, team, event.member.username);
          await checkInOnce(db, brand, (await team.row(event.member.username)).id);
          await playSession(db, clock, {
            brand,
            tables,
            player: await team.row(event.member.username),
            member: event.member,
            index: event.index,
            start: event.at,
            rounds: event.rounds,
          });
          break;
        case 'check-in':
          await checkInOnce(db, brand, (await team.row(event.member.username)).id);
          break;
        case 'withdrawal':
          await withdraw(db, team, event.step);
          break;
        case 'contracts': {
          const agent = await team.row(event.agent);
          const upline = agent.uplineId === null ? undefined : await team.rowById(agent.uplineId);
          await signDemoContracts(db, {
            brand,
            owner,
            upline,
            agent,
            hourly: event.hourly,
            ip: IP,
            at: event.at,
          });
          break;
        }
        case 'realtime':
          await settlements.payRealtime(event.at);
          break;
        case 'settle':
          await settlements.settleUpTo(event.at, event);
          break;
        case 'pay-bills':
          await payDemoBills(db, {
            brand,
            agentOf: (id) => team.rowById(id),
            paymentPassword: async (id) => paymentPasswordOf(db, team, (await team.rowById(id)).username),
          });
          break;
      }
    }
    // After the team's play: the mall's rates and goods, the members' points and a few exchanges.
    await seedDemoPoints(db, {
      brand,
      owner,
      ip: IP,
      redeemers: await Promise.all(
        team.members().map(async (username) => ({
          playerId: (await team.row(username)).id,
          paymentPassword: () => paymentPasswordOf(db, team, username),
          row: () => team.row(username),
        })),
      ),
    });
    return true;
  });
}

/** An agent registers a downline (its upline registered before it). */
async function register(db: Database, team: Team, member: DemoMember) {
  const password = randomBytes(12).toString('base64url');
  const { id } = await registerDownline(db, {
    brand: team.brand,
    agent: await team.row(member.upline),
    input: { username: member.username, password, type: member.kind },
    ip: IP,
  });
  team.add(member.username, id, password);
}

/**
 * An account signs in, on the demo's clock: the login's last step (the password was checked the moment before),
 * so the team's last logins and login histories read like a living site's.
 */
async function signIn(db: Database, team: Team, username: string) {
  const player = await team.row(username);
  const ip = HOME_IPS[Number(player.id % BigInt(HOME_IPS.length))]!;
  await completeLogin(db, {
    brand: team.brand,
    player,
    client: { ip, userAgent: BROWSER },
    type: 'username',
    weakPassword: false,
  });
}

/** A member starts a bank transfer… */
async function deposit(
  db: Database,
  team: Team,
  channelId: string,
  event: { member: DemoMember; amount: number; ref: string },
) {
  const { brand } = team;
  const player = await team.row(event.member.username);
  const started = await runOnce(
    db,
    team,
    `player:${player.id}`,
    'POST /api/v1/deposits',
    await createDeposit(db, { brand, player, input: { channelId, amount: baht(event.amount) } }),
  );
  team.pendingDeposits.set(event.ref, BigInt(started.body.id));
}

/** …and the operator, having seen the money arrive, approves it. */
async function approve(db: Database, team: Team, ref: string) {
  const { brand, owner } = team;
  const id = team.pendingDeposits.get(ref)!;
  await runOnce(
    db,
    team,
    `operator:${owner.id}`,
    `POST /admin-api/v1/deposits/${id}/approve`,
    approveDeposit({ brand, operator: owner, ip: IP }, id),
  );
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

async function transfer(db: Database, team: Team, transfer: DemoTransfer) {
  await signIn(db, team, transfer.from);
  const paymentPassword = await paymentPasswordOf(db, team, transfer.from);
  const player = await team.row(transfer.from);
  const work = await transferWithinTeam(db, {
    brand: team.brand,
    player,
    input: { to: transfer.to, amount: baht(transfer.amount), paymentPassword },
  });
  await runOnce(db, team, `player:${player.id}`, 'POST /api/v1/transfers', work);
}

/**
 * A withdrawal's steps: the member asks (to a payout account in their own name), the operator approves, and
 * marks it paid once the bank transfer has gone.
 */
async function withdraw(db: Database, team: Team, step: 'request' | 'approve' | 'paid') {
  const { brand, owner } = team;
  const { username, amount, account } = DEMO_WITHDRAWAL;
  if (step === 'request') {
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
    team.withdrawalId = BigInt(requested.body.id);
    return;
  }
  const id = team.withdrawalId!;
  const work = await reviewWithdrawal({
    brand,
    operator: owner,
    id,
    action: step,
    input: step === 'paid' ? { reference: 'KBANK transfer 20419' } : {},
    ip: IP,
  });
  await runOnce(db, team, `operator:${owner.id}`, `POST /admin-api/v1/withdrawals/${id}/${step}`, work);
}
