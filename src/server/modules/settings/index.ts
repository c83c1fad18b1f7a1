export { createSecretBox, loadSettingsKey, type SecretBox } from './secret-box';
export { getSetting, type StoredSmtpSettings } from './service';
export { readSmtpSettings, saveSmtpSettings } from './smtp';
