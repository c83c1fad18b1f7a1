import { BadgeCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useModerateAccount } from '../api/moderate-account';
import { ReasonDialog } from './reason-dialog';

/** "Verify by moderation": asks for the reason the account's badge will give, then verifies it. */
export function ModerateAccountDialog({
  accountId,
  handle,
}: {
  accountId: number;
  handle: string;
}) {
  const moderate = useModerateAccount();
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Verify ${handle} by moderation`}>
          <BadgeCheck className="size-4" aria-hidden="true" />
          Verify by moderation
        </Button>
      }
      title={`Verify ${handle} by moderation`}
      description="The account becomes verified by an administrator. Its badge gives your reason, so write it for the public."
      schema={(schemas) => schemas.moderateAccountSchema}
      hint="Up to 300 characters, e.g. “the official site links here”."
      submitLabel="Verify"
      pendingLabel="Verifying…"
      failure="Failed to verify the account"
      onDecide={(reason) => moderate.mutateAsync({ accountId, reason })}
    />
  );
}
