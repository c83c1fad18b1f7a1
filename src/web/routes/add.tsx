import { UserPlus } from 'lucide-react';
import { Navigate } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { AddPersonForm } from '@web/features/people/components/add-person-form';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { useSignInPath } from '@web/hooks/use-sign-in-path';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useCategories } from '@web/lib/api/get-categories';
import { paths } from '@web/paths';

/** /add: a signed-in user adds a person; visitors are sent to sign in and brought back. */
export function AddPersonRoute() {
  useDocumentMeta({
    title: `Add a Person | ${PRODUCT_NAME}`,
    description: `Add a public figure to the ${PRODUCT_NAME} directory.`,
    url: paths.add,
  });
  const user = useStoredUser();
  const signInPath = useSignInPath();
  const categories = useCategories().data ?? [];

  if (!user) return <Navigate to={signInPath} replace />;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <Card>
        <CardHeader className="gap-2">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <UserPlus className="size-5" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">Add a Person</h1>
          </div>
          <CardDescription>
            Add a public figure to the directory. On their page you can then propose their social
            media accounts, which the community verifies by voting.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AddPersonForm categories={categories} />
        </CardContent>
      </Card>
    </div>
  );
}
