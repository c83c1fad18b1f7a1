import path from 'node:path';
import { z } from 'zod';
import { PUBLIC_READ_MAX_AGE_SECONDS } from '@shared/constants';
import ipaddr from 'ipaddr.js';
import {
  commaSeparated,
  devMailboxOffBy,
  isCidrRange,
  listenHost,
  parseSettingsKey,
  s3Storage,
  trustedProxies,
} from './config-values';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const POSTGRES_URL = /^postgres(ql)?:\/\//;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(POSTGRES_URL, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_LISTEN_URL: z
      .string()
      .regex(POSTGRES_URL, 'DATABASE_LISTEN_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_READ_URL: z
      .string()
      .default('')
      .transform((text, context) => {
        const urls = commaSeparated(text);
        for (const url of urls.filter((entry) => !POSTGRES_URL.test(entry))) {
          context.addIssue({
            code: 'custom',
            message: `each address must start with postgres:// or postgresql:// (not "${url.split(':')[0]}:")`,
          });
        }
        return urls;
      }),
    READ_REPLICA_MAX_LAG_SECONDS: z.coerce
      .number({ error: 'READ_REPLICA_MAX_LAG_SECONDS must be a number of seconds' })
      .positive()
      .max(3600)
      .default(10),
    S3_URL: z
      .string()
      .regex(
        /^s3(\+http)?:\/\/[^/]+\/[^/]+\/?$/,
        'S3_URL must look like s3://KEY:SECRET@host[:port]/bucket (s3+http:// for a plain-HTTP server)',
      )
      .optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be an absolute http(s) address' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('VerifiedVoices <no-reply@localhost>'),
    PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute http(s) address' }).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value, context) => {
        const trusted = trustedProxies(value);
        if (trusted === null) {
          context.addIssue({
            code: 'custom',
            message:
              'TRUST_PROXY must be false, true, a number of proxy hops (1 behind one nginx), or a comma-separated list of proxy addresses and CIDRs',
          });
          return z.NEVER;
        }
        return trusted;
      }),
    RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    NAME_INDEX: z.enum(['on', 'off']).default('on'),
    RATINGS_REFRESH_HOURS: z.coerce
      .number({ error: 'RATINGS_REFRESH_HOURS must be a number of hours (0 turns it off)' })
      .min(0)
      .max(24 * 30)
      .default(24),
    CARDS_CHECK_SECONDS: z.coerce
      .number({ error: 'CARDS_CHECK_SECONDS must be a number of seconds (0 turns it off)' })
      .min(0)
      .max(3600)
      .default(1),
    READ_CACHE_SECONDS: z.coerce
      .number({ error: 'READ_CACHE_SECONDS must be a number of seconds (0 turns it off)' })
      .min(0)
      .max(PUBLIC_READ_MAX_AGE_SECONDS)
      .default(5),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    LOG_REQUESTS: z.enum(['on', 'off']).default('off'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DEV_MAILBOX: z.enum(['on', 'off']).optional(),
    ALLOWED_PRIVATE_ADDRESSES: z
      .string()
      .default('')
      .transform((text, context) => {
        const entries = commaSeparated(text);
        const bad = entries.filter((entry) => !isCidrRange(entry));
        for (const entry of bad) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is not a CIDR range such as 10.0.0.0/8 (one address: 10.0.0.5/32)`,
          });
        }
        return bad.length ? z.NEVER : entries.map((entry) => ipaddr.parseCIDR(entry));
      }),
    SETTINGS_KEY: z
      .string()
      .refine((value) => parseSettingsKey(value) !== undefined, {
        error: 'SETTINGS_KEY must be 32 bytes, written as 64 hex digits or in base64',
      })
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.DEV_MAILBOX === 'on') {
      context.addIssue({
        code: 'custom',
        path: ['DEV_MAILBOX'],
        message: 'the development mailbox shows live sign-in links: it cannot be on in production',
      });
    }
    if (env.DATABASE_READ_URL.length > 0 && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'replicas copy a PostgreSQL primary: set DATABASE_URL too',
      });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: listenHost(env),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    /**
     * Where instances LISTEN for each other's forgets without Redis: a direct or
     * session-mode address when DATABASE_URL goes through a transaction-mode pooler.
     */
    databaseListenUrl: env.DATABASE_LISTEN_URL ?? env.DATABASE_URL,
    /** Replicas that public reads go to; writes and transactions always go to the primary. */
    databaseReadUrls: env.DATABASE_READ_URL,
    /** A replica further behind its primary than this is skipped until it catches up. */
    replicaMaxLagMs: env.READ_REPLICA_MAX_LAG_SECONDS * 1000,
    /** Where uploaded pictures are stored: this bucket, else the folder DATA_DIR/uploads. */
    s3: s3Storage(env),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY,
    rateLimit: env.RATE_LIMIT === 'on',
    /** Whether each instance holds a name index in memory for search (PostgreSQL only). */
    nameIndex: env.NAME_INDEX === 'on',
    /** How often every average, the 30-day ones included, is recomputed; 0 = never. */
    ratingsRefreshMs: env.RATINGS_REFRESH_HOURS * 60 * 60 * 1000,
    /** How often an instance stores the cards no write stored (see people/cards); 0 = never. */
    cardsCheckMs: env.CARDS_CHECK_SECONDS * 1000,
    /** How long a visitor's public read is cached for the next visitor; 0 = not cached. */
    readCacheSeconds: env.READ_CACHE_SECONDS,
    logLevel: env.LOG_LEVEL,
    /** Whether every request and its response are logged (at info); failures always are. */
    logRequests: env.LOG_REQUESTS === 'on',
    production: env.NODE_ENV === 'production',
    /** Whether mail held without an SMTP server can be read at /dev/mailbox from this machine. */
    devMailbox: devMailboxOffBy(env) === null,
    /** The setting that keeps the mailbox off, which the start names; null when it is served. */
    devMailboxOffBy: devMailboxOffBy(env),
    /** Private ranges the server may fetch from all the same (an operator's own network, the tests' servers). */
    allowedPrivateAddresses: env.ALLOWED_PRIVATE_ADDRESSES,
    /** Encrypts secrets stored in the settings table; without it a key file in DATA_DIR is used. */
    settingsKey: env.SETTINGS_KEY === undefined ? undefined : parseSettingsKey(env.SETTINGS_KEY),
  }));

export type Config = z.infer<typeof envSchema>;

/** Reads every setting from the environment once; a bad value stops the start with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // The S3 client warns at every start that the SDK's releases after January 2027 will need
  // Node 22. The versions the lockfile holds declare Node 20, as this project does
  // (package.json's engines); a later SDK comes with the move to Node 22.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
