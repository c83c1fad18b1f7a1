import { toast } from '@web/lib/toast';

/** The dashboard's toasts: titled Success or Error (specification section 8) with the text under it. */
export const notify = {
  success: (description: string) => toast.success('Success', { description }),
  error: (description: string) => toast.error('Error', { description }),
};
