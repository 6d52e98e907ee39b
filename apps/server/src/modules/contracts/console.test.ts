import { dayIn } from '@croupier/format';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { openLotusBrand } from '../../test-support/brands.ts';
import { offerAndSign, postAs } from '../../test-support/contracts.ts';
import { addOperator, type TestOperator } from '../../test-support/operators.ts';
import { writeRound } from '../../test-support/stream.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth, type TestMember } from '../../test-support/wallet.ts';
import { auditLog } from '../audit/schema.ts';
import { findBrandForHost } from '../brands/index.ts';
import { contracts, contractVersions } from './schema.ts';

/**
 * The console's contract tools: an agent's contracts as downline and as upline with their versions and latest
 * statements, the brand's contracts filtered and paged, and an operator ending one (audited, with the cascade
 * below it). Another brand's ids answer as ids that do not exist; roles read and change as their powers allow.
 */
type Auth = { authorization: string; host?: string };
const STUDIO_PASSWORD = 'studio-password-for-tests';
const NOWHERE = '900000000000';
let t: TestApp;
let now = new Date();
let owner: Auth;
let lotusOwner: Auth;
let top: TestMember;
let mid: TestMember;
let low: TestMember;
let foreignTop: TestMember;
let foreignContract: string;
let topContract: string;
let midContract: string;
let lowContract: string;
let roles: Record<'finance' | 'support' | 'viewer', TestOperator>;

const daily = (rates: string[]) => ({
  kind: 'daily',
  tiers: rates.map((rate, index) => ({ minAmount: `${(index + 1) * 1000}.00`, minActive: index, rate })),
});

beforeAll(async () => {
  t = await startTestApp({ settlements: { clock: () => now }, studioOperatorPassword: STUDIO_PASSWORD });
  owner = await operatorAuth(t);
  top = await openAgent(t, 'desktop');
  mid = await registerDownline(t, top, 'deskmid', 'agent');
  low = await registerDownline(t, mid, 'desklow', 'agent');
  topContract = await offerAndSign(t, 'operator', top, daily(['1', '1.6']));
  midContract = await offerAndSign(t, top, mid, daily(['0.7', '1.1']));
  lowContract = await offerAndSign(t, mid, low, daily(['0.4']));
  // New terms on the top agent's contract: a second version, signed.
  await offerAndSign(t, 'operator', top, daily(['1.2', '1.8']));

  const lotus = await openLotusBrand(t);
  lotusOwner = lotus.owner;
  foreignTop = await openAgent(t, 'lotustop', undefined, lotusOwner);
  const offered = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/contracts',
    headers: lotusOwner,
    payload: { downlineId: foreignTop.id.toString(), ...daily(['1']) },
  });
  foreignContract = offered.json<{ id: string }>().id;
  roles = {
    finance: await addOperator(t, 'desk-finance', 'finance'),
    support: await addOperator(t, 'desk-support', 'support'),
    viewer: await addOperator(t, 'desk-viewer', 'viewer'),
  };
});
afterAll(() => t.close());

async function send(auth: Auth, method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

const terminate = (auth: Auth, id: string, reason = 'Agreement broken') =>
  send(auth, 'POST', `/admin-api/v1/contracts/${id}/terminate`, { reason });

async function statusOf(id: string) {
  const [row] = await t.database.db
    .select()
    .from(contracts)
    .where(eq(contracts.id, BigInt(id)));
  return row;
}

describe("an agent's contracts in the console", () => {
  it('shows what it holds and granted, each version and the latest settled periods', async () => {
    const brand = (await findBrandForHost(t.database.db, ''))!;
    await writeRound(t.database.db, {
      brandId: brand.id,
      playerId: low.id,
      ref: 'desk-1',
      stake: 250_000n,
      payout: 100_000n,
      closedAt: now,
    });
    const today = dayIn(now, brand.timezone);
    now = new Date(now.getTime() + 26 * 3_600_000);
    const run = await postAs(t, 'operator', '/admin-api/v1/settlements/run', {
      kind: 'agent-salary-daily',
      brandDate: today,
    });
    expect(run.body).toMatchObject({ status: 'completed' });

    const { status, body } = await getAs(t, owner, `/admin-api/v1/agents/${mid.id}/contracts`);
    expect(status).toBe(200);
    // Mid's team bet 2,500.00 with one active member: its second tier, 1.1% → 27.50, of which low earns 0.4%.
    expect(body).toMatchObject({
      currency: brand.currencyCode,
      held: [
        {
          id: midContract,
          kind: 'daily',
          status: 'signed',
          upline: { username: 'desktop' },
          downline: { username: 'deskmid' },
          terms: { tiers: [{ rate: '0.7' }, { rate: '1.1' }] },
          versions: [{ version: 1, status: 'signed', validFrom: expect.any(String), validTo: null }],
          statements: [
            {
              period: today,
              base: '2500.00',
              activeMembers: 1,
              rate: '1.1',
              gross: '27.50',
              paidToDownlines: '10.00',
              net: '17.50',
              version: 1,
            },
          ],
        },
      ],
      granted: [{ id: lowContract, downline: { username: 'desklow' }, statements: [{ net: '10.00' }] }],
    });
    const topView = await getAs<{ held: { versions: Record<string, unknown>[] }[] }>(
      t,
      owner,
      `/admin-api/v1/agents/${top.id}/contracts`,
    );
    expect(topView.body.held[0]!.versions).toMatchObject([
      { version: 2, status: 'signed', validTo: null, terms: { tiers: [{ rate: '1.2' }, { rate: '1.8' }] } },
      { version: 1, status: 'signed', validTo: expect.any(String) },
    ]);
  });

  it('lists the brand’s contracts by kind, status and a party’s name, a page at a time', async () => {
    const all = await getAs<{ items: { id: string }[]; total: number }>(t, owner, '/admin-api/v1/contracts');
    expect(all.body.items.map((item) => item.id)).toEqual([lowContract, midContract, topContract]);
    const named = await getAs<{ items: { id: string }[] }>(t, owner, '/admin-api/v1/contracts?agent=deskL');
    expect(named.body.items.map((item) => item.id)).toEqual([lowContract]);
    const paged = await getAs(t, owner, '/admin-api/v1/contracts?kind=daily&status=signed&page=2&pageSize=2');
    expect(paged.body).toMatchObject({
      items: [{ id: topContract, upline: null }],
      page: 2,
      pageSize: 2,
      total: 3,
      totalPages: 2,
    });
    const none = await getAs(t, owner, '/admin-api/v1/contracts?kind=hourly');
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });
});

describe("another brand's contracts", () => {
  it('answer 404 as ids that do not exist, change nothing, and stay out of the lists', async () => {
    const before = await statusOf(foreignContract);
    for (const url of [
      `/admin-api/v1/agents/${foreignTop.id}/contracts`,
      `/admin-api/v1/agents/${NOWHERE}/contracts`,
    ])
      expect(await send(owner, 'GET', url)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    for (const id of [foreignContract, NOWHERE])
      expect(await terminate(owner, id)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await statusOf(foreignContract)).toEqual(before);
    const list = await getAs<{ items: unknown[] }>(t, owner, '/admin-api/v1/contracts?agent=lotus');
    expect(list.body.items).toEqual([]);
    // A member of the brand is no agent: its page has no contracts to show.
    const member = await registerDownline(t, low, 'deskmember');
    expect((await send(owner, 'GET', `/admin-api/v1/agents/${member.id}/contracts`)).status).toBe(404);
    // The other brand's own operator sees its contract.
    const own = await send(lotusOwner, 'GET', `/admin-api/v1/agents/${foreignTop.id}/contracts`);
    expect(own).toMatchObject({ status: 200, body: { held: [{ id: foreignContract, status: 'offered' }] } });
  });
});

describe('the console contract tools by role', () => {
  it('let finance and viewers read, only owners and admins end, and refuse support and the studio', async () => {
    const studio = { authorization: `Bearer ${await operatorToken(t.app, 'studio', STUDIO_PASSWORD)}` };
    const reads = [`/admin-api/v1/contracts`, `/admin-api/v1/agents/${top.id}/contracts`];
    for (const [role, operator] of Object.entries(roles))
      for (const url of reads)
        expect([role, url, (await send(operator.auth, 'GET', url)).status]).toEqual([
          role,
          url,
          role === 'support' ? 403 : 200,
        ]);
    for (const auth of [...Object.values(roles).map((operator) => operator.auth), studio]) {
      expect((await terminate(auth, lowContract)).status).toBe(403);
      expect(
        (await send(auth, 'POST', '/admin-api/v1/contracts', { downlineId: top.id.toString() })).status,
      ).toBe(403);
    }
    for (const url of reads) expect((await send(studio, 'GET', url)).status).toBe(403);
    expect((await statusOf(lowContract))!.status).toBe('signed');
  });
});

describe('an operator ending a contract', () => {
  it('ends it and every contract below it, and the audit log keeps who, why and what ended', async () => {
    expect(await terminate(owner, midContract, '   ')).toMatchObject({ status: 400 });
    const ended = await terminate(owner, midContract, 'Collusion review');
    expect(ended).toMatchObject({
      status: 200,
      body: { id: midContract, status: 'terminated', ended: [midContract, lowContract] },
    });
    expect(await statusOf(midContract)).toMatchObject({
      status: 'terminated',
      endReason: 'terminated',
      terminationRequestedBy: 'operator',
      endedAt: expect.any(Date),
    });
    expect(await statusOf(lowContract)).toMatchObject({ status: 'terminated', endReason: 'cascade' });
    expect(await statusOf(topContract)).toMatchObject({ status: 'signed' });
    // The terms stop being in force: a later period is settled by no version of them.
    const open = await t.database.db
      .select()
      .from(contractVersions)
      .where(
        and(eq(contractVersions.contractId, BigInt(midContract)), eq(contractVersions.status, 'signed')),
      );
    expect(open.every((version) => version.inForceTo !== null)).toBe(true);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contract.terminate'));
    expect(audit).toMatchObject({
      operatorName: 'admin',
      target: 'player:deskmid',
      before: { contract: midContract, kind: 'daily', status: 'signed' },
      after: { status: 'terminated', ended: [midContract, lowContract], reason: 'Collusion review' },
    });
    // The list still shows when each ended contract was signed.
    const endedList = await getAs<{ items: { id: string; signedAt: string | null }[] }>(
      t,
      owner,
      '/admin-api/v1/contracts?status=terminated',
    );
    expect(endedList.body.items).toEqual([
      expect.objectContaining({ id: lowContract, signedAt: expect.any(String) }),
      expect.objectContaining({ id: midContract, signedAt: expect.any(String) }),
    ]);
    // Ended once: again is a conflict, and the parties see it ended.
    expect(await terminate(owner, midContract)).toMatchObject({
      status: 409,
      body: { code: 'INVALID_STATE' },
    });
    const seen = await getAs<{ items: Record<string, unknown>[] }>(t, mid, '/api/v1/contracts?kind=daily');
    expect(seen.body.items).toMatchObject([{ id: midContract, status: 'terminated' }]);
  });

  it('withdraws an offer not signed yet', async () => {
    const offered = await postAs(t, top, '/api/v1/agent/contracts', {
      downlineId: mid.id.toString(),
      ...daily(['0.5']),
    });
    const id = String(offered.body.id);
    expect(await terminate(owner, id)).toMatchObject({ status: 200, body: { ended: [id] } });
    expect(await statusOf(id)).toMatchObject({ status: 'terminated', endReason: 'withdrawn' });
  });
});
