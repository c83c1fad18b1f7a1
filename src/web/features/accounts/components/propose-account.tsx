import { CirclePlus, LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useSignInPath } from '@web/hooks/use-sign-in-path';
import { useStoredUser } from '@web/hooks/use-stored-user';

// The form's code (react-hook-form, the account schema, the platform select) loads for a
// signed-in reader only; a visitor is offered to sign in instead.
const ProposeAccountForm = lazy(async () => ({
  default: (await import('./propose-account-form')).ProposeAccountForm,
}));

/** The person page's 'Missing an Account?' section: signed-in users propose an account with evidence. */
export function ProposeAccount({
  person,
  onAdded,
}: {
  person: { id: number; firstName: string };
  onAdded: () => void;
}) {
  const user = useStoredUser();
  const signInPath = useSignInPath();
  return (
    <Card
      role="region"
      className="flex flex-col gap-5 p-5 sm:p-6"
      aria-labelledby="propose-account-title"
    >
      <div className="flex items-start gap-3">
        <CirclePlus className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="propose-account-title" className="text-xl font-semibold tracking-tight">
            Missing an Account?
          </h2>
          <p className="text-sm text-muted-foreground">
            Know a social media account of {person.firstName} that is not listed? Propose it with
            evidence; the community verifies it by voting.
          </p>
        </div>
      </div>
      {user ? (
        <Suspense>
          <ProposeAccountForm personId={person.id} onAdded={onAdded} />
        </Suspense>
      ) : (
        <Button asChild variant="outline" className="w-fit">
          <Link to={signInPath}>
            <LogIn className="size-4" aria-hidden="true" />
            Sign in to propose an account
          </Link>
        </Button>
      )}
    </Card>
  );
}
