import { LogIn, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useSignInPath } from '@web/hooks/use-sign-in-path';

/** What visitors see instead of the comment form: an invitation to log in and come back. */
export function JoinPrompt() {
  const signInPath = useSignInPath();
  return (
    <Card className="flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MessagesSquare className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold">Join the conversation</h2>
        <p className="text-sm text-muted-foreground">
          Log in to talk about public figures, reply to others and rate comments.
        </p>
      </div>
      <Button asChild>
        <Link to={signInPath}>
          <LogIn className="size-4" aria-hidden="true" />
          Log in
        </Link>
      </Button>
    </Card>
  );
}
