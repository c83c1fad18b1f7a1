export { deleteSetting, getSetting, putSetting, type StoredSmtpSettings } from './service';
export { readSmtpSettings, saveSmtpSettings } from './smtp';
