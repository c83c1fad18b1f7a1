import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { toast } from '@web/lib/toast';
import { type SuggestionDecision, useDecideSuggestedProof } from '../api/decide-suggested-proof';

const DONE: Record<SuggestionDecision, string> = {
  accept: 'Proof accepted',
  remove: 'Proof removed',
};

/** Accept a member's suggested proof, so that it counts, or remove it. */
export function SuggestionActions({ proofId, handle }: { proofId: number; handle: string }) {
  const decide = useDecideSuggestedProof();
  const act = (decision: SuggestionDecision) =>
    decide.mutate(
      { proofId, decision },
      {
        onSuccess: () => toast.success(DONE[decision]),
        onError: (error) =>
          toast.error('Could not decide the suggestion', {
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={decide.isPending}
        onClick={() => act('accept')}
        aria-label={`Accept the suggested proof for ${handle}`}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={decide.isPending}
        onClick={() => act('remove')}
        aria-label={`Remove the suggested proof for ${handle}`}
      >
        Remove
      </Button>
    </div>
  );
}
