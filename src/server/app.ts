import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { TrustedProxies } from './config-values';
import type { DatabaseHandle } from './platform/database/client';
import { replicaCatchUpMs } from './platform/database/replicas';
import { RequestLog } from './platform/logging';
import { accountRoutes } from './modules/accounts';
import { anchorRoutes } from './modules/anchors';
import { adminRoutes } from './modules/admin';
import { apiKeyRoutes } from './modules/api-keys';
import { badgeRoutes } from './modules/badges';
import { authRoutes, passwordRoutes } from './modules/users';
import { catalogRoutes } from './modules/catalog';
import { changeRoutes } from './modules/changes';
import { commentRoutes } from './modules/comments';
import { contactRoutes } from './modules/contact';
import { linkPreviewRoutes } from './modules/link-preview';
import { devMailboxRoutes, devMailboxUrl } from './modules/mail';
import { lookupRoutes } from './modules/lookup';
import { notificationRoutes } from './modules/notifications';
import { uploadRoutes } from './modules/uploads';
import { directoryRoutes } from './modules/directory';
import { aliasRoutes, featuredPeopleRoutes, peopleRoutes } from './modules/people';
import { profileRoutes } from './modules/profiles';
import { ratingRoutes } from './modules/ratings';
import { reportRoutes } from './modules/reports';
import { reviewRoutes } from './modules/reviews';
import { proofRoutes } from './modules/proofs';
import { trustRoutes } from './modules/trust';
import { voteRoutes } from './modules/votes';
import { wikidataRoutes } from './modules/wikidata';
import { webAppPlugin } from './pages/web-app';
import { authPlugin } from './composition/auth';
import { mailPlugin } from './composition/mail';
import { nameIndexPlugin } from './composition/name-index';
import { notificationMailPlugin } from './composition/notification-mail';
import { successExamples } from './composition/openapi-examples';
import { publicReadPlugin } from './composition/public-read';
import { readReplicasPlugin } from './composition/read-replicas';
import { allScheduledJobs } from './composition/scheduled-jobs';
import { writePipelinePlugin } from './composition/write-pipeline';
import { backgroundWorkPlugin } from './platform/background/background-work';
import { schedulerPlugin } from './platform/background/scheduler';
import { invalidateTogetherPlugin } from './platform/cache/invalidate-together';
import { readCachePlugin } from './platform/cache/read-cache';
import { databasePlugin } from './platform/database/database-plugin';
import { compressionPlugin } from './platform/http/compression';
import { errorsPlugin } from './platform/http/errors';
import { healthPlugin } from './platform/http/health';
import { inputGuardPlugin } from './platform/http/input-guard';
import { openApiPlugin } from './platform/http/openapi';
import { respondToFrameworkError, securityPlugin } from './platform/http/security';
import { rateLimitsPlugin } from './platform/rate-limits/rate-limits';
import { secretsPlugin } from './platform/secrets/secrets-plugin';
import { uploadStoragePlugin } from './platform/storage/upload-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route the app registered: method, address and schema (tests check them all). */
    registeredRoutes: RouteOptions[];
    /** The time the standing rules read (account age); tests move it forward. */
    clock: () => Date;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The logger's settings, or the process's own logger (main.ts logs before and after the app). */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Where the built web app is; tests of the API alone leave it out. */
  webDistDir?: string;
  /** Where the server's build of the web app is, which renders the pages; without it the browser renders them. */
  webServerDistDir?: string;
  /** The time the standing rules read; the system clock unless a test injects one. */
  clock?: () => Date;
  /**
   * Whether the work done now and then runs (see composition/scheduled-jobs.ts): always in a server;
   * a test that compares the database around each request leaves it out, as it would take
   * a proof's check or a digest for the request's doing.
   */
  scheduledJobs?: boolean;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many addresses counted from the
 * socket, so behind one proxy the client is the right-most X-Forwarded-For entry, the one
 * the proxy wrote (Fastify itself no longer reads a number).
 */
function proxyTrust(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}

const isLoggerInstance = (logger: AppOptions['logger']): logger is FastifyBaseLogger =>
  typeof (logger as Partial<FastifyBaseLogger> | undefined)?.child === 'function';

/** Builds the whole application without listening, so tests can drive it with `inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  webDistDir,
  webServerDistDir,
  clock = () => new Date(),
  scheduledJobs = true,
}: AppOptions) {
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    logController: new RequestLog({ disableRequestLogging: !config.logRequests }),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: respondToFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('registeredRoutes', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    app.registeredRoutes.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(databasePlugin, { handle: database });
  await app.register(healthPlugin);
  await app.register(uploadStoragePlugin);
  await app.register(authPlugin);
  await app.register(readReplicasPlugin, { handle: database, maxLagMs: config.replicaMaxLagMs });
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimitsPlugin, { enabled: config.rateLimit, redisUrl: config.redisUrl });
  await app.register(readCachePlugin, {
    seconds: config.readCacheSeconds,
    replicaCatchUpMs: database.hasReplicas ? replicaCatchUpMs(config.replicaMaxLagMs) : 0,
  });
  await app.register(invalidateTogetherPlugin);
  await app.register(secretsPlugin);
  await app.register(publicReadPlugin);
  await app.register(backgroundWorkPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    mailboxUrl: devMailboxUrl(config),
  });
  await app.register(notificationMailPlugin);
  await app.register(writePipelinePlugin);
  await app.register(nameIndexPlugin);
  await app.register(openApiPlugin, { publicUrl: config.publicUrl, successExamples });
  if (scheduledJobs) {
    await app.register(schedulerPlugin, { jobs: allScheduledJobs });
  }

  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(contactRoutes);

  await app.register(catalogRoutes);
  await app.register(peopleRoutes);
  await app.register(aliasRoutes);
  await app.register(anchorRoutes);
  await app.register(directoryRoutes);
  await app.register(lookupRoutes);
  await app.register(changeRoutes);
  await app.register(accountRoutes);
  await app.register(voteRoutes);
  await app.register(trustRoutes);
  await app.register(proofRoutes);
  await app.register(badgeRoutes);
  await app.register(ratingRoutes);
  await app.register(reviewRoutes);
  await app.register(reportRoutes);
  await app.register(commentRoutes);
  await app.register(notificationRoutes);
  await app.register(featuredPeopleRoutes);
  await app.register(uploadRoutes);
  await app.register(linkPreviewRoutes);
  await app.register(profileRoutes);
  await app.register(apiKeyRoutes);
  await app.register(adminRoutes);
  await app.register(wikidataRoutes);
  if (config.devMailbox) await app.register(devMailboxRoutes);

  await app.register(webAppPlugin, {
    distDir: webDistDir,
    serverDistDir: webServerDistDir,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
