import type { EmailSettingsInput } from '@shared/schemas/admin-system';
import type { Database } from '../../platform/database/client';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { runWrite } from '../derived-data';
import { outboxDeliveryFollowUp, updateEmailSettings } from '../mail';

/**
 * Saves the SMTP settings an administrator typed. They show in no public read; the mail the
 * outbox held while no server was set up goes out after the response.
 */
export const saveEmailSettings = (
  db: Database,
  box: SecretBox,
  actorId: number,
  input: EmailSettingsInput,
  smtpUrlOverride: boolean,
) =>
  runWrite(db, 'saving the mail settings', async (tx, write) => {
    const saved = await updateEmailSettings(tx, box, actorId, input, smtpUrlOverride);
    write.invalidatesNothing();
    write.followUp(outboxDeliveryFollowUp, true);
    return saved;
  });
