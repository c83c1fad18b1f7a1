import ipaddr from 'ipaddr.js';
import { isLoopbackHost } from './platform/http/loopback';

/*
 * How the settings that are more than a word or a number are read from their text: the
 * settings key, the trusted proxies, the listening address and the development mailbox it
 * allows, and the object storage. config.ts puts them together into the app's Config.
 */

/** A 32-byte key written as 64 hex digits or in base64 (standard or URL-safe), else undefined. */
export function parseSettingsKey(value: string): Buffer | undefined {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}

/** IPv4 ranges in four dotted numbers only: ipaddr.js would read "10/8" as 0.0.0.10/8. */
export const isCidrRange = (text: string) =>
  ipaddr.IPv4.isValidCIDRFourPartDecimal(text) || ipaddr.IPv6.isValidCIDR(text);

/** See trustedProxies. */
export type TrustedProxies = boolean | number | string;

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy as proxy-addr reads it: an address, a CIDR range, or one of its names. */
const isProxyAddress = (entry: string) =>
  PROXY_ADDRESS_NAMES.has(entry) || ipaddr.isValid(entry) || isCidrRange(entry);

/**
 * Which proxies tell the client's address: none (false), every hop (true: the left-most
 * X-Forwarded-For, which the client itself can write), a number of hops counted from the
 * socket (1 behind one nginx), or the proxies' addresses and ranges, comma-separated; null
 * when the text is none of these.
 */
export function trustedProxies(text: string): TrustedProxies | null {
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) <= 20 ? Number(text) : null;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries.join(',') : null;
}

export interface ListenSettings {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST?: string;
  TRUST_PROXY: TrustedProxies;
  DEV_MAILBOX?: 'on' | 'off';
}

/**
 * Where the app listens: HOST, else every interface in production (a deployment) and this
 * machine alone otherwise (a development run, whose mailbox and debugging aids are for it).
 */
export const listenHost = (env: ListenSettings) =>
  env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');

/**
 * The setting that keeps the development mailbox off, or null when it is served. It is never
 * served in production; DEV_MAILBOX decides elsewhere; without it, it is served only where
 * nothing but this machine reaches the app: a loopback HOST and no proxy trusted (a proxy on
 * this machine makes every visitor local).
 */
export function devMailboxOffBy(
  env: ListenSettings,
): 'NODE_ENV' | 'DEV_MAILBOX' | 'HOST' | 'TRUST_PROXY' | null {
  if (env.NODE_ENV === 'production') return 'NODE_ENV';
  if (env.DEV_MAILBOX) return env.DEV_MAILBOX === 'on' ? null : 'DEV_MAILBOX';
  if (env.TRUST_PROXY !== false) return 'TRUST_PROXY';
  return isLoopbackHost(listenHost(env)) ? null : 'HOST';
}

/** The entries of a comma-separated setting, trimmed, blanks left out. */
export const commaSeparated = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Object storage for uploads: from S3_URL, or from S3_BUCKET and the usual separate variables. */
export interface S3Storage {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; without it, Amazon S3 itself. */
  endpoint?: string;
  /** Without them the AWS SDK's own chain is used (an instance's or container's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3Storage(env: {
  S3_URL?: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}): S3Storage | undefined {
  if (env.S3_URL) {
    const url = new URL(
      env.S3_URL.replace(/^s3(\+http)?:/, (_, http) => (http ? 'http:' : 'https:')),
    );
    return {
      bucket: url.pathname.replace(/\//g, ''),
      region: env.S3_REGION,
      endpoint: url.origin,
      credentials: url.username
        ? {
            accessKeyId: decodeURIComponent(url.username),
            secretAccessKey: decodeURIComponent(url.password),
          }
        : undefined,
    };
  }
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  };
}
