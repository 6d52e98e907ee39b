import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Config, Role } from './config/config.ts';
import type { Database } from './db/client.ts';
import { announcementRoutes } from './modules/announcements/index.ts';
import {
  applicationRoutes,
  birthdayJob,
  cashbackRuns,
  claimableRewardCount,
  depositBonusJob,
  promotionRoutes,
} from './modules/promotions/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { bonusAdminRoutes, bonusRoutes, requireWageringDone, wageringJob } from './modules/bonuses/index.ts';
import { findBrandForHost, hostName, registerBrandResolution } from './modules/brands/index.ts';
import { catalogueAdminRoutes, catalogueRoutes, Lobby, lobbyRoutes } from './modules/catalogue/index.ts';
import { roundCallbacks } from './modules/gameplay/index.ts';
import { depositExpiryJob, depositRemarksIn, depositRoutes } from './modules/deposits/index.ts';
import { operatorRoutes, requireOperator } from './modules/operators/index.ts';
import { captchaRoutes, noCaptcha, svgCaptcha } from './modules/captcha/index.ts';
import { messageProvider, messagingAdminRoutes } from './modules/messaging/index.ts';
import { registerEmailDelivery } from './email-delivery.ts';
import {
  playerAdminRoutes,
  playerRoutes,
  securityCentreRoutes,
  sessionForToken,
  type MemberFactsReader,
} from './modules/players/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import {
  vipAdminRoutes,
  vipDailyWithdrawals,
  vipEvaluationRun,
  vipFactOf,
  vipRoutes,
} from './modules/vip/index.ts';
import { rebateDailyRun, rebateRoutes } from './modules/rebates/index.ts';
import { referralAdminRoutes, referralJob, referralRoutes } from './modules/referral/index.ts';
import {
  claimableMissionCount,
  leaderboardRuns,
  missionAdminRoutes,
  missionRoutes,
} from './modules/missions/index.ts';
import { signInAdminRoutes, signInRoutes } from './modules/sign-in/index.ts';
import {
  lotteryAdminRoutes,
  lotteryDrawJob,
  lotteryRoutes,
  lotterySeedBox,
  lotterySettlementJob,
} from './modules/lottery/index.ts';
import { pointAdminRoutes, pointRoutes, pointsJob } from './modules/points/index.ts';
import { dashboardAdminRoutes } from './modules/dashboard/index.ts';
import { agentAdminRoutes, agentRoutes, agentSettingsRoutes, teamStatsJob } from './modules/agents/index.ts';
import {
  contractAdminRoutes,
  contractRoutes,
  dividendBillAdminRoutes,
  dividendBillRoutes,
  dividendForcePayJob,
  contractExpiryJob,
  dividendRuns,
  realtimeSalaryJob,
  salaryRuns,
} from './modules/contracts/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { adjustmentRequestRoutes, walletRoutes } from './modules/wallet/index.ts';
import { launchRoutes } from './modules/launch/index.ts';
import {
  betAdminRoutes,
  betRoutes,
  hasOpenRounds,
  recordGames,
  settledStakeOfGames,
  statsJob,
  latestWinsJob,
} from './modules/bets/index.ts';
import {
  holdsPlayerMoney,
  transferWalletAdminRoutes,
  transferWalletRoutes,
  vendorCalls,
  vendorTransferJob,
} from './modules/transfer-wallet/index.ts';
import { vendorAdminRoutes, vendorSecretBox } from './modules/vendors/index.ts';
import { walletApiRoutes } from './modules/wallet-api/index.ts';
import { foldHouseSideJob } from './modules/ledger/index.ts';
import { forgetOldIdempotentRequests } from './platform/idempotent-requests.ts';
import { socialAdminRoutes, socialRoutes } from './modules/social/index.ts';
import {
  withdrawalAdminRoutes,
  withdrawalAutoReceiptRun,
  withdrawalRoutes,
} from './modules/withdrawals/index.ts';
import {
  createSettlements,
  settlementAdminRoutes,
  settlementJobs,
  forgetIdleRunsJob,
  type RunKind,
  type Settlements,
  type SettlementOptions,
} from './modules/settlements/index.ts';
import { runAuthGuardsFirst } from './platform/auth-guards.ts';
import { registerErrorHandling, registerSafeJsonParser, sendProblem } from './platform/errors.ts';
import { createJobRunner, type Job, type JobRunner } from './platform/jobs.ts';
import { envelopeReturnJob, redEnvelopeRoutes } from './modules/red-envelopes/index.ts';
import { prizeWheelRoutes, wheelSpinsJob } from './modules/prize-wheel/index.ts';
import { createRealtime, quitRedis, type Realtime } from './platform/realtime.ts';
import {
  hardenBeforeRouting,
  hardenSocketResponses,
  registerSecurityHeaders,
} from './platform/security-headers.ts';
import { registerStaticSites } from './platform/static-sites.ts';

export interface AppDependencies {
  config: Pick<
    Config,
    'logLevel' | 'trustProxy' | 'redisUrl' | 'secrets' | 'captchaProvider' | 'smsProvider' | 'email'
  > & {
    /** Keeps the keys of instances that share one Redis apart (tests run many apps at once). */
    redisPrefix?: string;
    /**
     * `web` serves requests only; `worker` and `all` (default) also run the scheduled jobs, settlements and
     * e-mail delivery. A worker process builds the same app but never listens (main.ts).
     */
    role?: Role;
    /** Runs scheduled jobs on their timers (default); tests run them by hand with `app.jobs.runNow`. */
    runJobs?: boolean;
    /** How long a call to a transfer-wallet vendor may take before its outcome counts as unknown. */
    vendorCallTimeoutMs?: number;
  };
  db: Database;
  settlements?: Omit<SettlementOptions, 'log'> & {
    /** Run kinds beyond the platform's own (tests register kinds that only they use). */
    extraKinds?: RunKind[];
    /** How often a worker looks for closed periods. */
    pollMs?: number;
  };
}

export type App = FastifyInstance & {
  realtime: Realtime;
  jobs: JobRunner;
  lobby: Lobby;
  settlements: Settlements;
};

/** A player waits for a transfer-wallet vendor at most this long; then the transfer is pending for the job. */
const VENDOR_CALL_TIMEOUT_MS = 8000;

export async function buildApp({
  config,
  db,
  settlements: settlementOptions = {},
}: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-signature"]'],
      serializers: {
        // A social callback's query holds the provider's one-time code and state: keep them out of the log.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.includes('/auth/social/') ? request.url.split('?')[0] : request.url,
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    // A hop count becomes proxy-addr's function form: trust that many hops nearest to us.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One line per request only when debugging: at info level the access log would drown the events that matter.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot even decode is still the client's mistake: answer problem JSON like any other.
    frameworkErrors: (error, request, reply) => {
      hardenBeforeRouting(request, reply);
      void sendProblem(reply, 400, 'MALFORMED_REQUEST', `The request could not be read (${error.code}).`);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerSafeJsonParser(app);
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);

  const redisPrefix = config.redisPrefix ?? 'croupier:';
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${redisPrefix}rate-limit:` } : {}),
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Croupier API',
        version: '1',
        description: 'Player, agent, operator and vendor wallet APIs.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // No validator badge: it would load an image from swagger.io for every visit.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  const realtime = createRealtime(app.server, {
    ...(config.redisUrl ? { redisUrl: config.redisUrl, channelPrefix: `${redisPrefix}socket.io` } : {}),
    onRedisError: (error) => app.log.warn({ err: error }, 'redis error'),
    resolveBrandCode: async (host) => (await findBrandForHost(db, hostName(host)))?.code,
    resolveSession: async (token) => {
      const found = await sessionForToken(db, token);
      return found && { sessionId: found.session.id, playerId: found.player.id };
    },
  });
  hardenSocketResponses(realtime.io);
  // Before the server stops listening: open tabs' sockets would keep its close waiting for as long as they stay.
  app.addHook('preClose', async () => realtime.dropConnections());
  app.addHook('onClose', async () => {
    await realtime.close();
    if (redis) await quitRedis(redis);
  });

  const worksJobs = config.role !== 'web';
  if (worksJobs) registerEmailDelivery(app, db, config.email);

  registerBrandResolution(app, db);
  runAuthGuardsFirst(app);
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  await app.register(siteRoutes, { captcha: config.captchaProvider === 'svg' });
  await app.register(catalogueRoutes, { db });
  // One in-memory lobby per node (ADR 0007); launch suggestions read it too.
  const lobby = new Lobby(
    db,
    (error) => app.log.warn({ err: error }, 'lobby refresh failed'),
    settledStakeOfGames,
  );
  await app.register(lobbyRoutes, { db, lobby });
  await app.register(catalogueAdminRoutes, { db, lobby });
  await app.register(operatorRoutes, { db, secrets: config.secrets });
  const captcha = config.captchaProvider === 'svg' ? svgCaptcha(config.secrets.appSecret) : noCaptcha;
  await app.register(captchaRoutes, { db, captcha });
  const messages = messageProvider({ sms: config.smsProvider, email: config.email.provider });
  const memberFacts: MemberFactsReader = async (reader, player, brand) => ({
    ...(await vipFactOf(reader, player, brand)),
    availablePromos: await claimableRewardCount(reader, player),
    claimableMissions: await claimableMissionCount(reader, brand, player.id),
  });
  await app.register(playerRoutes, {
    db,
    realtime,
    captcha,
    messages,
    secret: config.secrets.appSecret,
    memberFacts,
  });
  await app.register(socialRoutes, { db, captcha, secret: config.secrets.appSecret });
  await app.register(socialAdminRoutes, { db, secret: config.secrets.appSecret });
  await app.register(messagingAdminRoutes, { db });
  await app.register(playerAdminRoutes, { db, realtime });
  await app.register(securityCentreRoutes, { db, realtime, messages, secret: config.secrets.appSecret });
  await app.register(walletRoutes, {
    db,
    realtime,
    nameGames: recordGames,
    nameRemarks: depositRemarksIn,
    transferGate: requireWageringDone,
  });
  await app.register(adjustmentRequestRoutes, { db, realtime });
  await app.register(walletApiRoutes, { db, realtime, secret: config.secrets.appSecret });
  const vendorTimeoutMs = config.vendorCallTimeoutMs ?? VENDOR_CALL_TIMEOUT_MS;
  const transferDeps = {
    db,
    calls: vendorCalls({ timeoutMs: vendorTimeoutMs }),
    box: vendorSecretBox(config.secrets.appSecret),
    requestLeaseSeconds: Math.ceil(vendorTimeoutMs / 1000) + 30,
  };
  await app.register(transferWalletRoutes, { ...transferDeps, realtime });
  await app.register(transferWalletAdminRoutes, { db });
  await app.register(depositRoutes, { db, realtime, secret: config.secrets.appSecret });
  await app.register(withdrawalRoutes, { db, realtime, dailyCountOf: vipDailyWithdrawals });
  await app.register(withdrawalAdminRoutes, { db, realtime });
  await app.register(bonusRoutes, { db });
  await app.register(bonusAdminRoutes, { db });
  await app.register(settingsRoutes, { db, realtime });
  await app.register(auditRoutes, { db, operatorGuard: requireOperator(db) });
  await app.register(announcementRoutes, { db, realtime });
  await app.register(promotionRoutes, { db });
  await app.register(applicationRoutes, { db });
  await app.register(vipRoutes, { db });
  await app.register(vipAdminRoutes, { db });
  await app.register(rebateRoutes, { db });
  await app.register(referralRoutes, { db });
  await app.register(referralAdminRoutes, { db });
  await app.register(signInRoutes, { db });
  await app.register(signInAdminRoutes, { db });
  await app.register(missionRoutes, { db });
  await app.register(missionAdminRoutes, { db });
  await app.register(lotteryRoutes, { db });
  await app.register(lotteryAdminRoutes, { db });
  await app.register(pointRoutes, { db });
  await app.register(pointAdminRoutes, { db });
  await app.register(redEnvelopeRoutes, { db, realtime });
  await app.register(prizeWheelRoutes, { db });
  await app.register(vendorAdminRoutes, {
    db,
    secret: config.secrets.appSecret,
    lobby,
    walletModeInUse: (tx, vassalage, mode) =>
      mode === 'transfer' ? holdsPlayerMoney(tx, vassalage) : hasOpenRounds(tx, vassalage),
  });
  await app.register(launchRoutes, { db, lobby, secret: config.secrets.appSecret });
  await app.register(betRoutes, { db });
  await app.register(betAdminRoutes, { db, roundCallbacks });
  await app.register(dashboardAdminRoutes, { db });
  await app.register(agentRoutes, { db, namers: { games: recordGames, remarks: depositRemarksIn } });
  await app.register(contractRoutes, { db });
  await app.register(agentAdminRoutes, { db, realtime });
  await app.register(agentSettingsRoutes, { db });
  await app.register(contractAdminRoutes, { db });
  await app.register(dividendBillRoutes, { db, realtime });
  await app.register(dividendBillAdminRoutes, { db, realtime });
  const { extraKinds = [], pollMs, ...runnerOptions } = settlementOptions;
  const settlements = createSettlements(
    db,
    [
      withdrawalAutoReceiptRun,
      ...salaryRuns,
      ...dividendRuns,
      ...cashbackRuns,
      vipEvaluationRun,
      rebateDailyRun,
      ...leaderboardRuns,
      ...extraKinds,
    ],
    {
      ...runnerOptions,
      log: app.log.child({ job: 'settlements' }),
    },
  );
  await app.register(settlementAdminRoutes, { db, settlements });
  await registerStaticSites(app);

  const scheduled: Job[] = [
    foldHouseSideJob,
    realtimeSalaryJob,
    dividendForcePayJob,
    contractExpiryJob,
    forgetOldIdempotentRequests,
    depositExpiryJob,
    ...settlementJobs(settlements, { pollMs }),
    forgetIdleRunsJob,
    statsJob,
    teamStatsJob,
    wageringJob,
    pointsJob,
    depositBonusJob,
    birthdayJob,
    referralJob,
    wheelSpinsJob,
    envelopeReturnJob,
    latestWinsJob(realtime),
    lotteryDrawJob({ box: lotterySeedBox(config.secrets.appSecret) }),
    lotterySettlementJob,
    vendorTransferJob({ ...transferDeps, realtime, log: app.log.child({ job: 'vendor-wallet-transfers' }) }),
  ];
  const jobs = createJobRunner(db, scheduled, app.log);
  if (worksJobs && config.runJobs !== false) app.addHook('onReady', () => jobs.start());
  // Before the database closes: a run in progress finishes its payment and records it.
  app.addHook('preClose', async () => {
    settlements.stop();
    await jobs.stop();
  });

  return Object.assign(app, { realtime, jobs, lobby, settlements }) as unknown as App;
}
