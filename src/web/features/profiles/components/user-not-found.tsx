import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/paths';

/** What an address of a user who does not exist shows. */
export function UserNotFound({ username }: { username: string }) {
  return (
    <div className="flex justify-center py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
        <UserX className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">User Not Found</h1>
        <p className="text-sm break-all text-muted-foreground">
          There is no user named &lsquo;{username}&rsquo;.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.home}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </Card>
    </div>
  );
}
