/**
 * The server's composition root: reads the configuration, opens and migrates the database, seeds demo
 * data into an empty one, wires the HTTP app and serves it until SIGTERM/SIGINT, then drains.
 */

import { mkdir, readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { Schema } from 'effect'
import { pageUserOf } from '#core/accounts/page-user.ts'
import { canModerate } from '#core/accounts/roles.ts'
import { BuildInfoSchema } from '#core/shared/build/build-info.schema.ts'
import type { BuildInfo } from '#core/shared/build/build-info.ts'
import { createAuth } from '#server/accounts/authjs/authjs.ts'
import { oauthSignInProviders } from '#server/accounts/authjs/providers.ts'
import { createFormPosts } from '#server/accounts/form-posts.ts'
import { createAccounts } from '#server/accounts/index.ts'
import { purgeExpired } from '#server/accounts/maintenance.ts'
import { discordProfileForms } from '#server/accounts/provider-link-posts.ts'
import { createAlerts } from '#server/alerts/index.ts'
import { createInquiries, createInquiryInbox } from '#server/inquiries/index.ts'
import { createComponentHandlers } from '#server/integrations/discord/interactions.ts'
import { createDiscordRest } from '#server/integrations/discord/rest.ts'
import { createAccountMailer } from '#server/integrations/mail/account-mailer.ts'
import {
  createQueuedInquiryMailer,
  handleInquiryMailJobs,
} from '#server/integrations/mail/inquiry-mail-jobs.ts'
import { createInquiryMailer } from '#server/integrations/mail/inquiry-mailer.ts'
import {
  createInquiryReplyMailer,
  createQueuedInquiryReplyMailer,
  handleInquiryReplyJobs,
} from '#server/integrations/mail/inquiry-reply-mailer.ts'
import { createQueuedMailer, handleMailJobs } from '#server/integrations/mail/mail-jobs.ts'
import { createQueuedTeamMailer, handleTeamMailJobs } from '#server/integrations/mail/team-mail-jobs.ts'
import { createTeamMailer } from '#server/integrations/mail/team-mailer.ts'
import { createMailTransport } from '#server/integrations/mail/transport.ts'
import { outboxPaths, prepareOutboxes } from '#server/integrations/outbox.ts'
import { createQueuedSmsSender, handleSmsJobs } from '#server/integrations/sms/sms-jobs.ts'
import { createSmsSender } from '#server/integrations/sms/sms-sender.ts'
import { createTelegramBotApi } from '#server/integrations/telegram/bot-api.ts'
import {
  createMatches,
  createMatchFormPosts,
  REPORT_SWEEP_EVERY_MS,
  scheduleReportSweeps,
} from '#server/matches/index.ts'
import { createNewsReader, createNewsRepository, seedNews } from '#server/news/index.ts'
import { createNotifications } from '#server/notifications/index.ts'
import { createPartners } from '#server/partners/index.ts'
import { createBackground } from '#server/platform/background.ts'
import { DISCORD_API_URL, loadConfig } from '#server/platform/config.ts'
import { openDatabase } from '#server/platform/db/client.ts'
import { migrate } from '#server/platform/db/migrate.ts'
import { seedDemoData } from '#server/platform/db/seed.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createApp } from '#server/platform/http/app.ts'
import { clientIp } from '#server/platform/http/client-ip.ts'
import { combineFormPosts } from '#server/platform/http/form-posts.ts'
import { createFormStartedTokens } from '#server/platform/http/form-started.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createIdempotency } from '#server/platform/http/idempotency.ts'
import { createNodeListener } from '#server/platform/http/node-listener.ts'
import { createSiteFiles } from '#server/platform/http/site-files.ts'
import { createPageRenderer } from '#server/platform/http/vike.ts'
import { createJobQueue } from '#server/platform/jobs/queue.ts'
import { createLiveBus } from '#server/platform/live/bus.ts'
import { createLiveRoutes } from '#server/platform/live/routes.ts'
import { createLogger } from '#server/platform/logger.ts'
import { loadSecrets } from '#server/platform/secrets.ts'
import { createProfileFormPosts } from '#server/profile/index.ts'
import {
  createStreamerArt,
  createStreamers,
  createStreamersRoutes,
  frameSourcesFor,
} from '#server/streamers/index.ts'
import { createDemoLogoStore } from '#server/teams/demo-logos.ts'
import { createMatchReadyNotices, createMatchResultNotices, createTeams } from '#server/teams/index.ts'
import { createTeamLifecycle, LIFECYCLE_SWEEP_EVERY_MS, scheduleSweeps } from '#server/teams/lifecycle.ts'
import { discordAnnouncements, telegramAnnouncements } from '#server/tournaments/announcements/channels.ts'
import { createAnnouncements } from '#server/tournaments/announcements/index.ts'
import { createTournamentConsole } from '#server/tournaments/manage/index.ts'
import { seedResults } from '#server/tournaments/stages/seed-results.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { createImageUploads, createMediaRoutes, createObjectStorage } from '#server/uploads/index.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const SHUTDOWN_GRACE_MS = 10_000
const PURGE_EVERY_MS = 60 * 60 * 1000
// How long an inquiry form's page may stay open before its fill-time token expires.
const INQUIRY_FORM_LIFETIME_MS = 24 * 60 * 60 * 1000

const development = process.argv.includes('--dev')
// Vike and React pick their production code paths from NODE_ENV.
if (!development) process.env.NODE_ENV ??= 'production'
const config = loadConfig()
const logger = createLogger(config.logLevel)

const readBuildInfo = async (): Promise<BuildInfo> => {
  if (development) return { id: 'development', timestamp: new Date().toISOString() }
  const raw = await readFile(path.join(ROOT, 'dist', 'build.json'), 'utf8')
  return Schema.decodeUnknownSync(BuildInfoSchema)(JSON.parse(raw))
}

const main = async () => {
  await mkdir(config.dataDir, { recursive: true })
  const secrets = await loadSecrets(config.dataDir)
  await prepareOutboxes(config.dataDir)
  const build = await readBuildInfo()

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger })
  await migrate(database)
  // Uploaded images (avatars, team logos, the demo teams' logos too) go to DATA_DIR/uploads, or to
  // the S3 bucket when S3_BUCKET is set (docs/uploads.md); `/media/*` serves them.
  const storage = createObjectStorage(config.storage, config.dataDir)
  const seeded = await seedDemoData(database, new Date(), {
    seedResults,
    teamLogo: createDemoLogoStore(storage),
  })
  const seededNews = await seedNews(database.db, storage, new Date())
  // Streamers, their live state and videos (docs/streams.md): seeded once into an empty table; the
  // live state is polled only when Twitch or YouTube credentials are set.
  const streamers = createStreamers({
    db: database.db,
    art: createStreamerArt(storage),
    live: config.live,
    logger,
  })
  const seededStreamers = await streamers.seed()
  // Air-raid alerts (docs/alerts.md): the regions under alert, polled by one process at a time when
  // ALERTS_API_TOKEN is set. Match timers register their listener with `alerts.onChange`.
  const alerts = createAlerts({ db: database.db, settings: config.alerts, logger })
  // Partners, sponsors and services: seeded once into empty tables, logos drawn into the storage.
  const partners = createPartners({ db: database.db, storage })
  const partnersSeeded = await partners.seed()
  logger.info(
    { kind: database.kind, seeded, news: seededNews.inserted, streamers: seededStreamers, partnersSeeded },
    'database ready',
  )

  const tournaments = createTournamentRepository(database.db)
  const tournamentUseCases = createTournamentUseCases(tournaments)
  const newsRepository = createNewsRepository(database.db)
  const news = createNewsReader(newsRepository)

  // Mail goes over SMTP when SMTP_URL is set, SMS to the configured gateway; otherwise both go to
  // the outboxes under DATA_DIR (docs/mail-and-sms.md).
  const { mailDir, smsFile } = outboxPaths(config.dataDir)
  const mailTransport = createMailTransport({ smtpUrl: config.smtpUrl, mailDir })
  const mailer = createAccountMailer({
    transport: mailTransport,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
  })
  // The use cases queue their mails and SMS as jobs in the database; this process's worker (and
  // every other process's) sends them, retrying with backoff (ADR 0026).
  const jobs = createJobQueue({ db: database.db, logger, settings: config.jobs })
  handleMailJobs(jobs, mailer)
  handleSmsJobs(jobs, createSmsSender(config.sms, { smsFile }))
  const teamMailer = createQueuedTeamMailer(jobs)
  // Telegram (docs/telegram.md): the players' links and their choices of e-mail, Telegram or both,
  // when the bot is configured; its messages are jobs too.
  const notifications = config.telegram
    ? createNotifications({ db: database.db, jobs, telegram: config.telegram, publicUrl: config.publicUrl })
    : undefined
  handleTeamMailJobs(
    jobs,
    createTeamMailer({ transport: mailTransport, from: config.mailFrom, publicUrl: config.publicUrl }),
    notifications?.teamMailRoute,
  )
  const queuedMailer = createQueuedMailer(jobs)
  const uploads = createImageUploads({ storage, logger })
  const teamBackground = createBackground(logger)
  const accounts = createAccounts({
    db: database.db,
    jwtSecret: secrets.jwtSecret,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
    sessionTtl: config.sessionAbsoluteTtl,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    mailer: queuedMailer,
    sms: createQueuedSmsSender(jobs),
    jobs,
    smsCaps: config.smsCaps,
    profile: { mailer: queuedMailer, uploads },
    hashing: config.passwordHashing,
    logger,
  })
  // The first organiser (ADMIN_EMAIL + ADMIN_PASSWORD) and, in the embedded demo, a demo organiser and
  // moderator whose passwords are in DATA_DIR/demo-staff.json (ADR 0059). No password is logged.
  if (config.admin) {
    const organiser = await accounts.bootstrapOrganiser(config.admin)
    logger.info({ email: config.admin.email, outcome: organiser.outcome }, 'organiser of ADMIN_EMAIL ready')
    if (organiser.user.disabled) {
      logger.warn(
        { email: config.admin.email },
        'the account of ADMIN_EMAIL is disabled: an organiser may enable it',
      )
    }
  }
  if (database.kind === 'pglite') {
    const demoStaff = await accounts.seedDemoStaff(config.dataDir)
    logger.info(
      { file: demoStaff.file, accounts: demoStaff.accounts },
      'demo organiser and moderator: their e-mail addresses and passwords are in the file',
    )
  }
  const auth = createAuth({
    gateway: accounts.gateway,
    secret: secrets.authSecret,
    sessionIdleTtl: config.sessionIdleTtl,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    oauth: config.oauth,
    links: accounts.providerLinks,
    logger,
  })
  logger.info(
    {
      mail: mailTransport.kind,
      sms: config.sms.provider,
      storage: storage.kind,
      telegram: config.telegram ? config.telegram.botUsername : 'off',
      providers: auth.providers.map((p) => p.id),
    },
    'accounts ready',
  )

  // The API's Idempotency-Key: answers kept a day per user (or guest address), ADR 0044.
  const idempotency = createIdempotency({
    db: database.db,
    secret: secrets.authSecret,
    logger,
    userOf: (c) => accounts.bearerUser(c),
    clientIp: (c) => clientIp(c, config.trustProxy),
  })

  // Expired tokens, codes, rate-limit events and idempotency keys, and jobs failed a week ago, are
  // deleted at start and then every hour.
  const purge = () =>
    Promise.all([purgeExpired(database.db), jobs.purgeFailed(), idempotency.purgeExpired()]).then(
      ([removed, failedJobs, idempotencyKeys]) =>
        logger.debug({ removed, failedJobs, idempotencyKeys }, 'expired secrets purged'),
      (error: unknown) => logger.warn({ err: error }, 'purge of expired secrets failed'),
    )
  await purge()
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS)
  purgeTimer.unref()

  const https = config.publicUrl.startsWith('https://')
  // Discord (docs/discord.md): with its settings, each complete team gets a message in the moderators'
  // channel, kept by jobs, and its buttons call /api/discord/interactions; without them it is off.
  const discord = config.discord
  if (discord) logger.info({ channel: discord.moderationChannelId }, 'discord moderation on')
  // One client for the bot's calls; without the bot, the announcements' webhook needs no token.
  const discordRest =
    discord || config.discordWebhookUrl
      ? createDiscordRest({
          apiUrl: discord?.apiUrl ?? DISCORD_API_URL,
          botToken: discord?.botToken ?? '',
          userAgent: `DiscordBot (${config.publicUrl}, ${build.id})`,
        })
      : undefined
  // The buttons of the teams' and the disputes' messages share the one interactions endpoint.
  const discordHandlers = createComponentHandlers()
  // Teams: their mails go through the job queue too (the team mail worker renders them).
  const teams = createTeams({
    db: database.db,
    hasher: accounts.hasher,
    mailer: teamMailer,
    uploads,
    background: teamBackground,
    requireUser: accounts.requireUser,
    requireStaff: accounts.requireStaff,
    publicUrl: config.publicUrl,
    discord: discord &&
      discordRest && {
        rest: discordRest,
        jobs,
        settings: discord,
        logger,
        handlers: discordHandlers,
      },
  })
  // Inquiries: stored for the console's inbox, mailed to CONTACT_EMAIL through the job queue.
  handleInquiryMailJobs(jobs, createInquiryMailer({ transport: mailTransport, from: config.mailFrom }))
  const formStarted = createFormStartedTokens({
    secret: secrets.authSecret,
    now: () => new Date(),
    lifetimeMs: INQUIRY_FORM_LIFETIME_MS,
  })
  const inquiries = createInquiries({
    db: database.db,
    started: formStarted,
    mailer: createQueuedInquiryMailer(jobs),
    contactEmail: config.inquiries.contactEmail,
    minFillMs: config.inquiries.minFillSeconds * 1000,
    trustProxy: config.trustProxy,
  })
  // The organisers' inbox: replies mailed through the job queue; closed messages deleted after the
  // retention, at start and then every hour.
  handleInquiryReplyJobs(
    jobs,
    createInquiryReplyMailer({
      transport: mailTransport,
      from: config.mailFrom,
      replyTo: config.inquiries.contactEmail,
    }),
  )
  const inquiryInbox = createInquiryInbox({
    db: database.db,
    requireStaff: accounts.requireStaff,
    mailer: createQueuedInquiryReplyMailer(jobs),
    retentionDays: config.inquiries.retentionDays,
  })
  const expireInquiries = () =>
    inquiryInbox.inbox.expire().then(
      (deleted) => logger.debug({ deleted }, 'closed inquiries past the retention deleted'),
      (error: unknown) => logger.warn({ err: error }, 'inquiry retention failed'),
    )
  await expireInquiries()
  const retentionTimer = setInterval(expireInquiries, PURGE_EVERY_MS)
  retentionTimer.unref()
  // The organisers' console over tournaments: its cover files go the teams' background way.
  // The community channels hear of each tournament's moments and final standings (docs/discord.md
  // "Announcements"): a Discord channel through the bot or a webhook, a Telegram channel.
  const announcementChannel = discord?.announceChannelId
  const announcements = createAnnouncements({
    db: database.db,
    jobs,
    publicUrl: config.publicUrl,
    channels: {
      discord:
        discordRest &&
        (announcementChannel
          ? discordAnnouncements(discordRest, { channelId: announcementChannel })
          : config.discordWebhookUrl
            ? discordAnnouncements(discordRest, { webhookUrl: config.discordWebhookUrl })
            : undefined),
      telegram:
        config.telegram?.channelId === undefined
          ? undefined
          : telegramAnnouncements(
              createTelegramBotApi({ apiUrl: config.telegram.apiUrl, botToken: config.telegram.botToken }),
              config.telegram.channelId,
            ),
    },
  })
  announcements.handleJobs()
  const tournamentConsole = createTournamentConsole({
    db: database.db,
    uploads,
    background: teamBackground,
    requireStaff: accounts.requireStaff,
    // The members of both teams of a match that became ready are told (ADR 0071).
    matchesReady: createMatchReadyNotices({ mailer: teamMailer, publicUrl: config.publicUrl }),
    announcements,
  })
  // Players report their matches, the other team answers (docs/matches.md); results go through the desk.
  const matches = createMatches({
    db: database.db,
    requireUser: accounts.requireUser,
    requireStaff: accounts.requireStaff,
    uploads,
    matchesReady: createMatchReadyNotices({ mailer: teamMailer, publicUrl: config.publicUrl }),
    notices: createMatchResultNotices({ mailer: teamMailer, publicUrl: config.publicUrl }),
    // A disputed report gets a message in the moderators' channel, with the teams' settings.
    discord: discord &&
      discordRest && {
        rest: discordRest,
        jobs,
        settings: discord,
        logger,
        handlers: discordHandlers,
        publicUrl: config.publicUrl,
      },
  })
  // An alert where a player of a match is pauses the match's timers; its end resumes them (ADR 0084).
  alerts.onChange(matches.reports.alerts)
  // Live updates (ADR 0078): this process listens for the committed changes of every process and
  // passes them to its open event streams.
  const liveBus = await createLiveBus(database, { logger })
  const liveUpdates = createLiveRoutes({
    bus: liveBus,
    maxStreams: config.liveUpdates.maxStreams,
    maxStreamsPerClient: config.liveUpdates.maxStreamsPerClient,
    trustProxy: config.trustProxy,
  })
  const api = createApiV1({
    tournaments,
    accounts,
    teams,
    tournamentConsole,
    matches,
    news,
    streamers: createStreamersRoutes(streamers.reader),
    inquiries,
    live: liveUpdates.routes,
    inbox: inquiryInbox,
  })
  const formTokens = createFormTokens({ secret: secrets.authSecret, https })
  const renderPage = createPageRenderer({
    origin: config.publicUrl,
    buildId: build.id,
    communityLinks: config.communityLinks,
    donateUrl: config.donateUrl,
    signInProviders: oauthSignInProviders(config.oauth),
    faultRoutes: config.faultRoutes,
    tournaments: tournamentUseCases,
    news,
    streamers: streamers.reader,
    teamsFor: teams.readerFor,
    teamDesk: (tournamentId, query) => teams.moderation.teams(tournamentId, query),
    invitationPreview: teams.invitationPreview,
    accountLinks: accounts.links,
    profileOf: (userId) => accounts.profileOf(userId),
    telegramOf: notifications && ((userId) => notifications.profileOf(userId)),
    discordOf: config.oauth.discord && ((userId) => accounts.providerLinks.viewOf(userId, 'discord')),
    roleOf: (userId) => accounts.roleOf(userId),
    matchHistory: (matchId) => matches.reports.history(matchId),
    matchActions: (matchId, userId) => matches.reports.actions(matchId, userId),
    disputes: () => matches.reports.disputes(),
    audit: accounts.audit,
    inbox: inquiryInbox.inbox,
    people: accounts.people,
    tournamentConsole: tournamentConsole.management,
    resultsDesk: (tournamentId) => tournamentConsole.resultsDesk.plan(tournamentId),
    payoutLedger: (tournamentId) => tournamentConsole.payouts.ledger(tournamentId),
    readSession: auth.readSession,
    formTokens,
    community: partners.useCases,
    formStarted,
    contactEmail: config.inquiries.contactEmail,
  })
  // The sign-in, sign-up and password forms, and the inquiries', also work without JavaScript (ADR 0020).
  const userOf = async (request: Request) => pageUserOf((await auth.readSession(request)).session)?.id
  const forms = combineFormPosts(
    inquiries.formPosts(formTokens, renderPage),
    // The profile's Discord section (ADR 0076) and Telegram section (ADR 0070), answered by the server
    // with or without JavaScript.
    createProfileFormPosts({
      sections: [
        ...(config.oauth.discord ? [discordProfileForms({ auth, links: accounts.providerLinks })] : []),
        ...(notifications ? [notifications.profileForms] : []),
      ],
      userOf,
      tokens: formTokens,
      renderPage,
    }),
    // The match page's report, confirm, dispute and decision forms (docs/matches.md).
    createMatchFormPosts({
      reports: matches.reports,
      isStaff: async (userId) => {
        const role = await accounts.roleOf(userId)
        return role !== null && canModerate(role)
      },
      uploads,
      tournaments: tournamentUseCases,
      userOf,
      tokens: formTokens,
      renderPage,
    }),
    createFormPosts({
      api,
      auth,
      tokens: formTokens,
      origin: config.publicUrl,
      renderPage,
    }),
  )

  let ready = false
  const app = createApp({
    logger,
    build,
    development,
    https,
    ping: () => database.ping(),
    isReady: () => ready,
    api,
    idempotency: idempotency.middleware,
    auth,
    discord: teams.discordInteractions,
    telegram: notifications?.webhook,
    forms,
    trustProxy: config.trustProxy,
    frameSourcesFor,
    media: createMediaRoutes(storage),
    siteFiles: createSiteFiles({
      tournaments: tournamentUseCases,
      repository: tournaments,
      origin: config.publicUrl,
      news: { reader: news, repository: newsRepository },
      streamers: () => streamers.repository.sitemapEntries(),
    }),
    staticRoot: development ? undefined : path.relative(process.cwd(), path.join(ROOT, 'dist', 'client')),
    renderPage,
  })

  const honoListener = createNodeListener(app.fetch)
  let listener: (req: IncomingMessage, res: ServerResponse) => void = honoListener
  let closeVite = async () => {}
  if (development) {
    // Vite serves the browser modules with hot reload; everything else goes to the same Hono app.
    const { createServer: createViteServer } = await import('vite')
    const vite = await createViteServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' })
    listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res))
    closeVite = () => vite.close()
  }

  let stopping = false
  // Once stopping, every answer closes its connection, so keep-alive clients do not hold the exit.
  const server = createServer((req, res) => {
    if (stopping) res.setHeader('Connection', 'close')
    listener(req, res)
  })
  // An idle kept-alive connection stays open longer than a load balancer's (60 s is common): closed
  // first by the server, its next request would meet a reset (Node's default is 5 s). The headers'
  // time limit stays above it, as Node asks.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  jobs.start()
  // Registration closes and check-in openings and closes are settled by whichever process sweeps first
  // (docs/teams.md "Lifecycle").
  // The announcements' moments are found by the same sweep, after the lifecycle's (check-in's mails first).
  const lifecycle = createTeamLifecycle({
    db: database.db,
    mailer: teamMailer,
    publicUrl: config.publicUrl,
    watch: teams.watch,
  })
  const lifecycleSweeps = scheduleSweeps(
    {
      sweep: async (now) => ({ ...(await lifecycle.sweep(now)), announced: await announcements.sweep(now) }),
    },
    { everyMs: LIFECYCLE_SWEEP_EVERY_MS, now: () => new Date(), logger },
  )
  lifecycleSweeps.start()
  // Reports nobody answered in time are confirmed by whichever process sweeps first (the report's
  // state is read again under the tournament's lock, so two processes never confirm one twice).
  const reportSweeps = scheduleReportSweeps(matches.reports, {
    everyMs: REPORT_SWEEP_EVERY_MS,
    now: () => new Date(),
    logger,
  })
  reportSweeps.start()
  streamers.polls?.start()
  logger.info({ platforms: streamers.platforms }, 'live streams polled')
  alerts.polls?.start()
  logger.info({ every: config.alerts?.pollSeconds ?? 'off' }, 'air-raid alerts polled')
  server.listen(config.port, config.host, () => {
    ready = true
    logger.info({ url: config.publicUrl, port: config.port, development }, 'listening')
  })

  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    ready = false
    clearInterval(purgeTimer)
    clearInterval(retentionTimer)
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // Open event streams never end by themselves: end them, and the browsers reconnect elsewhere.
    liveUpdates.closeAll()
    server.close(async () => {
      await closeVite()
      await liveBus.close()
      await lifecycleSweeps.stop()
      await reportSweeps.stop()
      await streamers.polls?.stop()
      await alerts.polls?.stop()
      // The job in hand and the file removals handed to the background finish before the database,
      // the mail transport and the storage close; jobs not yet claimed wait in the database.
      await jobs.stop()
      await accounts.settled()
      await teamBackground.settled()
      mailTransport.close()
      await uploads.close()
      storage.close()
      await database.close()
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start failed')
  process.exit(1)
})
