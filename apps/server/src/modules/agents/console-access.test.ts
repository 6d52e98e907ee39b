import { dayIn } from '@croupier/format';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { openLotusBrand } from '../../test-support/brands.ts';
import { addOperator } from '../../test-support/operators.ts';
import { documentedRoutes } from '../../test-support/routes.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';
import { auditLog } from '../audit/schema.ts';
import { players, playerSessions } from '../players/schema.ts';
import { agentTree } from './schema.ts';

/**
 * The console's agent tools across brands: an operator reaches only its own brand's accounts. Every call that
 * takes an account id answers another brand's id exactly as an id that does not exist (404) and changes
 * nothing; the same call with the brand's own ids works. Roles without the agents powers are refused.
 */
type Auth = { authorization: string; host?: string };
type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
/** The ids a call is built from: a top agent, a sub-agent under it and a member under the sub-agent. */
type Team = { top: string; sub: string; member: string };

const NOWHERE = '900000000000';
const STUDIO_PASSWORD = 'studio-password-for-tests';
let t: TestApp;
let owner: Auth;
let own: Team;
let foreign: Team;
let lotusId: bigint;
let today: string;

beforeAll(async () => {
  t = await startTestApp({ studioOperatorPassword: STUDIO_PASSWORD });
  owner = await operatorAuth(t);
  today = dayIn(new Date(), 'Asia/Bangkok');
  const lotus = await openLotusBrand(t);
  lotusId = lotus.id;
  own = await teamOf('home', owner);
  foreign = await teamOf('lotus', lotus.owner);
});
afterAll(() => t.close());

async function teamOf(prefix: string, operator: Auth): Promise<Team> {
  const top = await openAgent(t, `${prefix}top`, undefined, operator);
  const sub = await openAgent(t, `${prefix}sub`, top, operator);
  const member = await registerDownline(t, sub, `${prefix}member`);
  return { top: top.id.toString(), sub: sub.id.toString(), member: member.id.toString() };
}

const period = () => `from=${today}&to=${today}`;

/**
 * Every console call that takes an account id, keyed by its route, in the order their own-brand runs may
 * follow one another (the member is frozen before it is thawed, made an agent before it moves).
 */
const SWEEP: Record<string, (ids: Team) => Call> = {
  'POST /admin-api/v1/agents': (ids) => ({
    method: 'POST',
    url: '/admin-api/v1/agents',
    payload: { username: 'homenewagent', password: 'secret12', type: 1, uplineId: ids.top },
  }),
  'GET /admin-api/v1/agents/tree': (ids) => ({
    method: 'GET',
    url: `/admin-api/v1/agents/tree?parentId=${ids.top}`,
  }),
  'GET /admin-api/v1/agents/:id': (ids) => ({ method: 'GET', url: `/admin-api/v1/agents/${ids.sub}` }),
  'GET /admin-api/v1/agents/:id/overview': (ids) => ({
    method: 'GET',
    url: `/admin-api/v1/agents/${ids.top}/overview?${period()}`,
  }),
  'GET /admin-api/v1/agents/:id/downlines': (ids) => ({
    method: 'GET',
    url: `/admin-api/v1/agents/${ids.top}/downlines?parentId=${ids.sub}`,
  }),
  'GET /admin-api/v1/agents/:id/team-profit': (ids) => ({
    method: 'GET',
    url: `/admin-api/v1/agents/${ids.top}/team-profit?${period()}&groupBy=member&parentId=${ids.sub}`,
  }),
  'PATCH /admin-api/v1/agents/:id/controls': (ids) => ({
    method: 'PATCH',
    url: `/admin-api/v1/agents/${ids.sub}/controls`,
    payload: { transfersFrozen: true, reason: 'Review' },
  }),
  'POST /admin-api/v1/players/:id/freeze': (ids) => ({
    method: 'POST',
    url: `/admin-api/v1/players/${ids.member}/freeze`,
    payload: { reason: 'Review' },
  }),
  'POST /admin-api/v1/players/:id/unfreeze': (ids) => ({
    method: 'POST',
    url: `/admin-api/v1/players/${ids.member}/unfreeze`,
    payload: { reason: 'Cleared' },
  }),
  'POST /admin-api/v1/players/:id/agent': (ids) => ({
    method: 'POST',
    url: `/admin-api/v1/players/${ids.member}/agent`,
    payload: { type: 1, reason: 'Promoted' },
  }),
  'POST /admin-api/v1/players/:id/upline': (ids) => ({
    method: 'POST',
    url: `/admin-api/v1/players/${ids.member}/upline`,
    payload: { uplineId: ids.top, reason: 'Moved up' },
  }),
};

async function send(auth: Auth, call: Call) {
  const answer = await t.app.inject({ ...call, headers: auth });
  return { status: answer.statusCode, code: answer.json<{ code?: string }>().code };
}

/** What the other brand's accounts are: their rows, their places in the tree, their audit trail and sessions. */
async function stateOf(brandId: bigint) {
  const db = t.database.db;
  const accounts = await db
    .select()
    .from(players)
    .where(eq(players.brandId, brandId))
    .orderBy(asc(players.id));
  const ids = accounts.map((row) => row.id);
  return {
    accounts,
    tree: await db
      .select()
      .from(agentTree)
      .where(inArray(agentTree.descendantId, ids))
      .orderBy(asc(agentTree.descendantId), asc(agentTree.ancestorId)),
    audit: await db.select().from(auditLog).where(eq(auditLog.brandId, brandId)),
    sessions: await db.select().from(playerSessions).where(inArray(playerSessions.playerId, ids)),
  };
}

/**
 * The console routes of the agents module (the players' freeze routes belong to the players module, an agent's
 * contracts to the contracts module, whose own tests sweep them).
 */
function agentConsoleRoutes() {
  return documentedRoutes(t.app).filter(
    (route) =>
      (route.path.startsWith('/admin-api/v1/agents') && !route.path.endsWith('/contracts')) ||
      /^\/admin-api\/v1\/players\/:id\/(agent|upline)$/.test(route.path),
  );
}

async function homeBrandId(): Promise<bigint> {
  const admin = await t.database.db.query.operators.findFirst();
  return admin!.brandId;
}

describe("another brand's accounts in the console's agent tools", () => {
  it('covers every console agent call that takes an account id', () => {
    const freezes = documentedRoutes(t.app).filter((route) =>
      /^\/admin-api\/v1\/players\/:id\/(freeze|unfreeze)$/.test(route.path),
    );
    const idTaking = [...agentConsoleRoutes(), ...freezes].filter(
      (route) => 'id' in route.params || 'parentId' in route.query || route.body?.properties?.uplineId,
    );
    expect(idTaking.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      Object.keys(SWEEP).sort(),
    );
  });

  it('answer 404 as ids that do not exist, change nothing, while the brand’s own ids work', async () => {
    const before = await stateOf(lotusId);
    for (const [route, build] of Object.entries(SWEEP)) {
      const ownCall = build(own);
      let swapped = 0;
      for (const slot of Object.keys(own) as (keyof Team)[]) {
        const withForeign = build({ ...own, [slot]: foreign[slot] });
        if (JSON.stringify(withForeign) === JSON.stringify(ownCall)) continue;
        swapped++;
        const answer = await send(owner, withForeign);
        const missing = await send(owner, build({ ...own, [slot]: NOWHERE }));
        expect([route, slot, answer]).toEqual([route, slot, { status: 404, code: 'NOT_FOUND' }]);
        expect([route, slot, answer]).toEqual([route, slot, missing]);
      }
      expect([route, swapped > 0]).toEqual([route, true]);
    }
    expect(await stateOf(lotusId)).toEqual(before);

    for (const [route, build] of Object.entries(SWEEP)) {
      const answer = await send(owner, build(own));
      expect({ route, worked: answer.status < 300, answer }).toMatchObject({ route, worked: true });
    }
    const [moved] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, BigInt(own.member)));
    expect(moved).toMatchObject({ type: 1, uplineId: BigInt(own.top), status: 'active' });
  });

  it("keeps the other brand's lists and searches out of sight", async () => {
    const list = await getAs<{ items: { username: string }[] }>(t, owner, '/admin-api/v1/agents?q=lotus');
    expect(list.body.items).toEqual([]);
    const search = await getAs<{ nodes: unknown[] }>(t, owner, '/admin-api/v1/agents/tree?q=lotus');
    expect(search.body.nodes).toEqual([]);
    const top = await getAs<{ nodes: { username: string }[] }>(t, owner, '/admin-api/v1/agents/tree');
    expect(top.body.nodes.map((node) => node.username)).not.toContain('lotustop');
  });
});

describe("the console's agent tools by role", () => {
  it('refuse the roles without the agents powers any change, and the studio any call', async () => {
    const studio = { authorization: `Bearer ${await operatorToken(t.app, 'studio', STUDIO_PASSWORD)}` };
    const readers = {
      finance: await addOperator(t, 'agents-finance', 'finance'),
      support: await addOperator(t, 'agents-support', 'support'),
      viewer: await addOperator(t, 'agents-viewer', 'viewer'),
    };
    const before = await stateOf(await homeBrandId());
    const routes = agentConsoleRoutes();
    for (const [role, operator] of Object.entries(readers)) {
      for (const route of routes) {
        const build = SWEEP[`${route.method} ${route.path}`];
        const call = build ? build(own) : { method: route.method as Call['method'], url: route.path };
        const answer = await send(operator.auth, call);
        const expected = route.method === 'GET' ? 200 : 403;
        expect([role, route.method, route.path, answer.status]).toEqual([
          role,
          route.method,
          route.path,
          expected,
        ]);
      }
    }
    for (const route of routes) {
      const answer = await send(studio, {
        method: route.method as Call['method'],
        url: route.path.replace(':id', own.top),
      });
      expect([route.method, route.path, answer]).toEqual([
        route.method,
        route.path,
        { status: 403, code: 'FORBIDDEN' },
      ]);
    }
    expect(await stateOf(await homeBrandId())).toEqual(before);
  });
});
