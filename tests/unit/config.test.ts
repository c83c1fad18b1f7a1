import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
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
