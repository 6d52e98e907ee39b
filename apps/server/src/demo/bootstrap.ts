import { randomBytes } from 'node:crypto';
import type { CustomerService, Resource } from '@croupier/contracts';
import { inTransaction, type Database } from '../db/client.ts';
import { seedDemoAnnouncements } from '../modules/announcements/index.ts';
import { countBrands, defaultWhitelabel, findBrandForHost, insertBrand } from '../modules/brands/index.ts';
import {
  countGames,
  generateDemoCatalogue,
  insertCatalogue,
  seedDemoBanners,
} from '../modules/catalogue/index.ts';
import { seedDemoChannels } from '../modules/deposits/index.ts';
import { ensurePlatformGames, PLATFORM_GAMES } from '../modules/lottery/index.ts';
import { demoLotteryRegulars, seedDemoLotteryPlay } from './lottery-play.ts';
import { readAppNow } from '../db/clock.ts';
import { ensureOwnerOperator, ensureStudioOperator, findFirstOwner } from '../modules/operators/index.ts';
import {
  DEMO_PLAYER,
  SHORT_FORM_REGISTRATION_RULES,
  hasDemoPlayer,
  seedDemoPlayer,
} from '../modules/players/index.ts';
import { seedDemoPromotions } from '../modules/promotions/index.ts';
import { seedDemoReferral } from '../modules/referral/index.ts';
import { seedDemoMissions } from '../modules/missions/index.ts';
import { seedDemoSpins, seedDemoWheel } from '../modules/prize-wheel/index.ts';
import { seedDemoEnvelopes } from '../modules/red-envelopes/index.ts';
import { tagDemoTeam } from './team-tags.ts';
import { hasDemoAgent, seedDemoTeam } from './team.ts';
import { DEMO_AGENT } from './team-plan.ts';

// Telegram, LINE, Facebook and X are brand names, the same in every language: they need no titles.
const DEMO_CUSTOMER_SERVICE: CustomerService[] = [
  {
    csType: 'LIVECHAT',
    title: 'Live chat 24/7',
    titles: { CN: '24小时在线客服', TH: 'แชทสด 24 ชม.' },
    csPosition: 'BOTH',
    url: 'https://support.croupier.example/chat',
  },
  { csType: 'TELEGRAM', title: 'Telegram', csPosition: 'BOTH', url: 'https://t.me/croupier_demo' },
  { csType: 'LINE', title: 'LINE', csPosition: 'BOTH', url: 'https://line.me/R/ti/p/@croupier_demo' },
  { csType: 'FACEBOOK', title: 'Facebook', csPosition: 'RIGHT', url: 'https://facebook.com/croupier.demo' },
  { csType: 'TWITTER', title: 'X (Twitter)', csPosition: 'RIGHT', url: 'https://x.com/croupier_demo' },
];

const DEMO_RESOURCES: Resource[] = [
  { resourceType: 'IOS', url: 'https://apps.croupier.example/ios', labelNameEn: 'iOS app' },
  { resourceType: 'IOS_LITE', url: 'https://apps.croupier.example/ios-lite', labelNameEn: 'iOS lite' },
  { resourceType: 'ANDROID', url: 'https://apps.croupier.example/android.apk', labelNameEn: 'Android app' },
];

export interface BootstrapResult {
  brandCode: string;
  generatedAdminPassword?: string;
  gamesInserted: number;
  /** The demo member, when the demo data has one; its password only on the start that made it. */
  demoPlayer?: { username: string; generatedPassword?: string };
  /** The demo top agent, likewise: its password only on the start that made it. */
  demoAgent?: { username: string; generatedPassword?: string };
  /** The demo's lottery regulars, likewise. */
  lotteryRegulars?: { username: string; generatedPassword?: string }[];
}

const newPassword = () => randomBytes(12).toString('base64url');

/**
 * Makes an empty database usable: the default brand and its first operator always; the demo game catalogue
 * and member, deposit channels, banners and notices when demo data is on and none exist yet, and on the start
 * that makes the catalogue a demo agent tree with its money and play. Idempotent, so it runs at every start.
 */
export async function bootstrapData(
  db: Database,
  options: {
    adminPassword: string | undefined;
    demoData: boolean;
    /** STUDIO_OPERATOR_PASSWORD: the studio's operator account is kept with this password when given. */
    studioOperatorPassword?: string | undefined;
    /** The app's secret: the demo's lottery history seals the seeds of the issues it creates with it. */
    appSecret?: string;
  },
): Promise<BootstrapResult> {
  if ((await countBrands(db)) === 0) {
    await insertBrand(db, {
      code: 'croupier',
      name: 'Croupier',
      isDefault: true,
      domains: ['localhost', '127.0.0.1'],
      mainDomain: 'localhost',
      currencyCode: 'THB',
      timezone: 'Asia/Bangkok',
      languages: ['EN', 'CN', 'TH'],
      defaultLanguage: 'EN',
      whitelabel: defaultWhitelabel(),
      customerService: options.demoData ? DEMO_CUSTOMER_SERVICE : [],
      resources: options.demoData ? DEMO_RESOURCES : [],
      registrationRules: options.demoData ? { ...SHORT_FORM_REGISTRATION_RULES } : {},
    }).catch(async (error: unknown) => {
      // Another node bootstrapping at the same moment won the race; its brand is as good as ours.
      if ((await countBrands(db)) === 0) throw error;
    });
  }
  const brand = (await findBrandForHost(db, ''))!;
  const owner = await ensureOwnerOperator(db, brand.id, options.adminPassword, newPassword);
  // After the owner: the first operator of a brand is always `admin`, never the studio's account.
  if (options.studioOperatorPassword)
    await ensureStudioOperator(db, brand.id, options.studioOperatorPassword);
  // Every install draws the platform's lottery games; the demo's first start draws some of their past too.
  await ensurePlatformGames(db, { now: await readAppNow(db), demoHistory: options.demoData });
  let gamesInserted = 0;
  let demoPlayer: BootstrapResult['demoPlayer'];
  let demoAgent: BootstrapResult['demoAgent'];
  let freshCatalogue = false;
  if (options.demoData && (await countGames(db)) === 0) {
    const catalogue = generateDemoCatalogue(PLATFORM_GAMES);
    await inTransaction(db, (tx) => insertCatalogue(tx, catalogue.vendors, catalogue.games));
    gamesInserted = catalogue.games.length;
    freshCatalogue = true;
    // With the catalogue, so only a fresh install gets it, never one whose players are real.
    const password = newPassword();
    if (await seedDemoPlayer(db, brand, password))
      demoPlayer = { username: DEMO_PLAYER, generatedPassword: password };
  }
  if (options.demoData && !demoPlayer && (await hasDemoPlayer(db, brand.id)))
    demoPlayer = { username: DEMO_PLAYER };
  if (options.demoData) {
    await inTransaction(db, (tx) => seedDemoChannels(tx, brand));
    await inTransaction(db, (tx) => seedDemoBanners(tx, brand.id));
    await inTransaction(db, (tx) => seedDemoAnnouncements(tx, brand.id));
  }
  // After the channels (its members deposit through the bank one), and like the demo member only with a fresh
  // catalogue: the tree's rounds and money never land in an install that has real players.
  const agentPassword = newPassword();
  if (freshCatalogue && (await seedDemoTeam(db, brand, agentPassword)))
    demoAgent = { username: DEMO_AGENT, generatedPassword: agentPassword };
  if (options.demoData && !demoAgent && (await hasDemoAgent(db, brand.id)))
    demoAgent = { username: DEMO_AGENT };
  // After the team's weeks-back history and before the demo member's deposits of today: the ledger keeps its order
  // of time. On a fresh catalogue only, like the team's play.
  let lotteryRegulars: BootstrapResult['lotteryRegulars'] =
    freshCatalogue && demoPlayer && options.appSecret
      ? await seedDemoLotteryPlay(db, brand, options.appSecret)
      : undefined;
  if (options.demoData && !lotteryRegulars?.length) lotteryRegulars = await demoLotteryRegulars(db, brand.id);
  // After the team's history, which is dated weeks back: the audit log keeps its order of time.
  const manager = options.demoData ? await findFirstOwner(db, brand.id) : undefined;
  if (manager) {
    await tagDemoTeam(db, brand, manager);
    // The wheel before the promotions' demo deposit, which earns the demo member its first spin.
    await seedDemoWheel(db, brand, manager);
    await seedDemoPromotions(db, brand, manager);
    await seedDemoMissions(db, brand, manager);
    await seedDemoSpins(db, brand, DEMO_PLAYER);
    await seedDemoEnvelopes(db, brand, manager, {
      member: DEMO_PLAYER,
      agent: DEMO_AGENT,
      regulars: (lotteryRegulars ?? []).map((regular) => regular.username),
    });
    // The lottery regulars joined with the demo member's code: on a fresh start only, like their play, and last,
    // as its rewards are paid now.
    if (lotteryRegulars?.some((regular) => regular.generatedPassword))
      await seedDemoReferral(db, brand, manager);
  }
  return {
    brandCode: brand.code,
    gamesInserted,
    ...(owner.generatedPassword ? { generatedAdminPassword: owner.generatedPassword } : {}),
    ...(demoPlayer ? { demoPlayer } : {}),
    ...(demoAgent ? { demoAgent } : {}),
    ...(lotteryRegulars?.length ? { lotteryRegulars } : {}),
  };
}
