import { Ban } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useRejectAsFake } from '../api/reject-as-fake';
import { ReasonDialog } from './reason-dialog';

/**
 * "Reject as fake": asks why the account is fake, then rejects it and burns everyone who
 * approved it. Verifying it by moderation later undoes the burn.
 */
export function RejectAsFakeDialog({ accountId, handle }: { accountId: number; handle: string }) {
  const reject = useRejectAsFake();
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Reject ${handle} as fake`}>
          <Ban className="size-4" aria-hidden="true" />
          Reject as fake
        </Button>
      }
      title={`Reject ${handle} as fake`}
      description="The account is rejected and leaves the public view. Every member who approved it (trusted members and administrators aside) is burned: their votes stop counting anywhere, and the accounts they voted on are tallied again without them. Verifying it by moderation later undoes this."
      schema={(schemas) => schemas.rejectAsFakeSchema}
      hint="Kept in the audit log and shown to administrators: 10 to 300 characters."
      submitLabel="Reject as fake"
      pendingLabel="Rejecting…"
      submitVariant="destructive"
      failure="Failed to reject the account"
      onDecide={(reason) => reject.mutateAsync({ accountId, reason })}
    />
  );
}
