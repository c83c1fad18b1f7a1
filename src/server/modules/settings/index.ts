export { deleteSetting, getSetting, type StoredSmtpSettings } from './service';
export { readSmtpSettings, saveSmtpSettings } from './smtp';
