import { LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useUpdateRatings } from '../api/update-ratings';

/** Recomputes the 30-day average ratings now (the server also does it on its own schedule). */
export function UpdateRatingsButton() {
  const update = useUpdateRatings();
  return (
    <Button
      variant="outline"
      className="w-fit"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(undefined, {
          onSuccess: (result) => notify.success(result.message),
          onError: (error) =>
            notify.error(errorMessage(error, 'Failed to update 30-day average ratings')),
        })
      }
    >
      {update.isPending ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCw className="size-4" aria-hidden="true" />
      )}
      Update 30-day ratings
    </Button>
  );
}
