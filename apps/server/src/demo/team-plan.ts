/**
 * The first start's demo agent tree, four levels deep: `demoagent` at the top, two sub-agents under it, a
 * third-level agent under one of them, and twelve members across the levels below. Usernames follow the default
 * rules (a letter first, letters and digits, 5 to 16 characters); amounts are whole baht.
 */
export const DEMO_AGENT = 'demoagent';
/**
 * What `demoagent` deposits the day it opens: the float it pays its sub-agents' dividend bills from on a day its
 * own members won (the platform pays it its share of its whole team's loss, which may be less than it owes).
 */
export const DEMO_AGENT_DEPOSIT = 10_000;

export interface DemoMember {
  username: string;
  upline: string;
  kind: 'agent' | 'member';
  /** Bank transfers the member makes, each approved by the operator. */
  deposits: readonly number[];
  /** Where the member plays: slots, live tables or both, and how many rounds. */
  play?: { games: 'slots' | 'live' | 'both'; rounds: number; stake: number; lucky?: boolean };
}

type Play = NonNullable<DemoMember['play']>;
const agent = (username: string, upline: string, deposits: number[]): DemoMember => ({
  username,
  upline,
  kind: 'agent',
  deposits,
});
const member = (
  username: string,
  upline: string,
  deposits: number[],
  play?: [Play['games'], rounds: number, stake: number, lucky?: 'lucky'],
): DemoMember => ({
  username,
  upline,
  kind: 'member',
  deposits,
  ...(play ? { play: { games: play[0], rounds: play[1], stake: play[2], lucky: play[3] === 'lucky' } } : {}),
});

export const DEMO_TEAM: readonly DemoMember[] = [
  agent('siamstar', DEMO_AGENT, [20_000]),
  agent('northgate', DEMO_AGENT, [5_000]),
  member('kittipong88', DEMO_AGENT, [3_000], ['slots', 14, 100, 'lucky']),
  member('malee2024', DEMO_AGENT, [1_000, 2_000], ['live', 10, 200]),
  member('anucha99', DEMO_AGENT, [500]),
  agent('riverside', 'siamstar', [2_000]),
  member('somchai77', 'siamstar', [5_000], ['both', 12, 150]),
  member('nattaya99', 'siamstar', [1_500], ['slots', 9, 50, 'lucky']),
  member('chayanon21', 'northgate', [10_000], ['live', 12, 500]),
  member('wanida555', 'northgate', [800], ['slots', 8, 20]),
  member('thanawat12', 'northgate', [2_500], ['both', 10, 100]),
  member('arthit007', 'riverside', [], ['slots', 8, 40]),
  member('supaporn8', 'riverside', [1_000], ['live', 8, 100, 'lucky']),
  member('jirayu2003', 'riverside', [600], ['slots', 6, 30]),
  member('pimchanok', 'riverside', [], ['both', 8, 60]),
];

export interface DemoTransfer {
  from: string;
  to: string;
  amount: number;
}

/** Agents pass money down their team (their own transfer command, with their payment password). */
export const DEMO_TRANSFERS: readonly DemoTransfer[] = [
  { from: 'siamstar', to: 'riverside', amount: 5_000 },
  { from: 'siamstar', to: 'somchai77', amount: 1_000 },
  { from: 'riverside', to: 'arthit007', amount: 800 },
  { from: 'riverside', to: 'pimchanok', amount: 1_200 },
];

/** One member cashes out after a good run, to the bank account in their own name; the operator pays it. */
export const DEMO_WITHDRAWAL = {
  username: 'kittipong88',
  amount: 2_000,
  account: { bankCode: 'KBANK', accountNumber: '041-2-38561-7', accountName: 'Kittipong Srisuk' },
};

/**
 * What a round pays, in hundredths of its stake, walked in turn from a member's own starting point: slots
 * return about 80% with the odd big hit; live tables pay evens, a banker win (1.95) or a push, and lose more
 * often than not. A lucky member also lands a 20× hit early on.
 */
export const SLOT_PAYS = [0, 0, 150, 0, 120, 0, 50, 250, 0, 80, 0, 300] as const;
export const LIVE_PAYS = [200, 0, 100, 0, 195, 0, 0, 200, 0, 0] as const;
export const LUCKY_PAY = 2_000;

/** Operators' labels on some of the team: the big depositors, and the newest who played without depositing. */
export const DEMO_TAGS: Readonly<Record<string, readonly string[]>> = {
  chayanon21: ['whale', 'live-fan'],
  somchai77: ['whale'],
  arthit007: ['new'],
  pimchanok: ['new'],
};
