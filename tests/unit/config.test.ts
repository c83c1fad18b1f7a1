import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      rateLimit: true,
      logLevel: 'info',
      logRequests: false,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://directory.example/',
      DATABASE_URL: 'postgres://db/app',
      RATE_LIMIT: 'off',
      TRUST_PROXY: 'true',
      LOG_REQUESTS: 'on',
    });
    expect(config).toMatchObject({
      logRequests: true,
      port: 8080,
      publicUrl: 'https://directory.example',
      databaseUrl: 'postgres://db/app',
      rateLimit: false,
      trustProxy: true,
    });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
    expect(() => loadConfig({ RATE_LIMIT: 'maybe' })).toThrow(/RATE_LIMIT/);
  });

  it('listens on this machine alone outside production and on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('serves the development mailbox by default only on a loopback address with no proxy trusted, when turned on elsewhere, and never in production', () => {
    const offBy = (env: Record<string, string>) => {
      const { devMailbox, devMailboxOffBy } = loadConfig(env);
      expect(devMailbox).toBe(devMailboxOffBy === null);
      return devMailboxOffBy;
    };
    expect(offBy({})).toBeNull();
    expect(offBy({ NODE_ENV: 'test' })).toBeNull();
    expect(offBy({ HOST: 'localhost' })).toBeNull();
    expect(offBy({ HOST: '::1' })).toBeNull();
    expect(offBy({ HOST: '127.0.0.2' })).toBeNull();
    expect(offBy({ HOST: '0.0.0.0' })).toBe('HOST');
    expect(offBy({ HOST: '::' })).toBe('HOST');
    expect(offBy({ HOST: '192.168.1.20' })).toBe('HOST');
    expect(offBy({ HOST: 'devbox.example' })).toBe('HOST');
    expect(offBy({ TRUST_PROXY: '1' })).toBe('TRUST_PROXY');
    expect(offBy({ TRUST_PROXY: '127.0.0.1' })).toBe('TRUST_PROXY');
    expect(offBy({ DEV_MAILBOX: 'off' })).toBe('DEV_MAILBOX');
    expect(offBy({ HOST: '0.0.0.0', TRUST_PROXY: 'true', DEV_MAILBOX: 'on' })).toBeNull();
    expect(offBy({ NODE_ENV: 'production' })).toBe('NODE_ENV');
    expect(offBy({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toBe('NODE_ENV');
    expect(offBy({ NODE_ENV: 'production', DEV_MAILBOX: 'off' })).toBe('NODE_ENV');
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'on' })).toThrow(
      /DEV_MAILBOX: .*cannot be on in production/,
    );
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });

  it('reads the private ranges the server may fetch from, none by default', () => {
    expect(loadConfig({}).allowedPrivateAddresses).toEqual([]);
    const ranges = loadConfig({
      ALLOWED_PRIVATE_ADDRESSES: ' 127.0.0.1/32, fd00::/8 ,',
    }).allowedPrivateAddresses;
    expect(ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '127.0.0.1/32',
      'fd00::/8',
    ]);
  });

  it.each(['10.0.0.5', '10/8', '10.0.0.0/33', 'intranet'])(
    'refuses %s as a private range, naming it',
    (entry) => {
      expect(() => loadConfig({ ALLOWED_PRIVATE_ADDRESSES: `127.0.0.1/32,${entry}` })).toThrow(
        `ALLOWED_PRIVATE_ADDRESSES: "${entry}" is not a CIDR range`,
      );
    },
  );
});

describe('loadConfig for several machines', () => {
  it('keeps uploads in the data folder and reads from the primary by default', () => {
    const config = loadConfig({});
    expect(config.s3).toBeUndefined();
    expect(config.databaseReadUrls).toEqual([]);
    expect(config.replicaMaxLagMs).toBe(10_000);
  });

  it('reads one or more replica addresses beside the primary', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/app',
      DATABASE_READ_URL: 'postgres://replica-1/app, postgresql://replica-2/app',
      READ_REPLICA_MAX_LAG_SECONDS: '3',
    });
    expect(config.databaseReadUrls).toEqual([
      'postgres://replica-1/app',
      'postgresql://replica-2/app',
    ]);
    expect(config.replicaMaxLagMs).toBe(3000);
  });

  it('listens for other instances on DATABASE_URL unless DATABASE_LISTEN_URL names another address', () => {
    expect(loadConfig({}).databaseListenUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://pgbouncer:6432/app' }).databaseListenUrl).toBe(
      'postgres://pgbouncer:6432/app',
    );
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://pgbouncer:6432/app',
        DATABASE_LISTEN_URL: 'postgres://primary:5432/app',
      }).databaseListenUrl,
    ).toBe('postgres://primary:5432/app');
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'redis://x' })).toThrow(
      /DATABASE_LISTEN_URL must start with postgres/,
    );
  });

  it('refuses replicas without a primary, and an address that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/app' })).toThrow(
      /DATABASE_READ_URL: replicas copy a PostgreSQL primary: set DATABASE_URL too/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://primary/app', DATABASE_READ_URL: 'mysql://r/app' }),
    ).toThrow(/must start with postgres:\/\/ or postgresql:\/\/ \(not "mysql:"\)/);
  });

  it('reads S3_URL: endpoint, bucket and credentials in one address', () => {
    expect(
      loadConfig({ S3_URL: 's3+http://key%2F1:se%2Bcret@127.0.0.1:4569/pictures' }).s3,
    ).toEqual({
      bucket: 'pictures',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4569',
      credentials: { accessKeyId: 'key/1', secretAccessKey: 'se+cret' },
    });
    expect(
      loadConfig({ S3_URL: 's3://K:S@storage.example/b1', S3_REGION: 'eu-west-3' }).s3,
    ).toMatchObject({ endpoint: 'https://storage.example', region: 'eu-west-3', bucket: 'b1' });
  });

  it('reads the usual separate variables, leaving credentials to the SDK when absent', () => {
    expect(loadConfig({ S3_BUCKET: 'pictures' }).s3).toEqual({
      bucket: 'pictures',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses a malformed S3_URL without repeating its secret', () => {
    const attempt = () => loadConfig({ S3_URL: 'https://KEY:hunter2@host/bucket' });
    expect(attempt).toThrow(/S3_URL must look like s3:\/\/KEY:SECRET@host\[:port\]\/bucket/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('reads TRUST_PROXY as off, every hop, a hop count or the proxies’ addresses, and refuses anything else', () => {
    const trusting = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trusting('false')).toBe(false);
    expect(trusting('0')).toBe(false);
    expect(trusting('true')).toBe(true);
    expect(trusting('1')).toBe(1);
    expect(trusting('2')).toBe(2);
    expect(trusting('127.0.0.1, 10.0.0.0/8, ::1, loopback')).toBe(
      '127.0.0.1,10.0.0.0/8,::1,loopback',
    );
    for (const wrong of ['yes', '10/8', '300.1.1.1', '10.0.0.0/33', '-1']) {
      expect(() => trusting(wrong), wrong).toThrow(/TRUST_PROXY must be false, true, a number/);
    }
  });
});
