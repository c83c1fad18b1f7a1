import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { paths } from '@web/paths';

/** What a signed-in non-admin sees on /admin if they are not sent away first. */
export function AccessRequired() {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight">Admin Access Required</h1>
        <CardDescription>You don&apos;t have permission to access this page.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
