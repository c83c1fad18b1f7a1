import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, loadSettingsKey, type SecretBox } from './secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    secretBox: SecretBox;
  }
}

/** Offers `app.secretBox`, keyed by SETTINGS_KEY or the key file in DATA_DIR (read on first use). */
export const secretsPlugin = fp(
  async (app: FastifyInstance) => {
    const { settingsKey, dataDir } = app.config;
    app.decorate(
      'secretBox',
      createSecretBox(() => loadSettingsKey({ settingsKey, dataDir })),
    );
  },
  { name: 'secrets' },
);
