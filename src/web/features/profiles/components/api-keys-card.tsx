import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { API_KEY_HEADER, API_KEY_LIMIT_MULTIPLIER, MAX_API_KEYS_PER_USER } from '@shared/constants';
import type { CreatedApiKey } from '@shared/schemas/api-keys';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyRow } from './api-key-row';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyDialog } from './new-api-key-dialog';

/**
 * The own profile's developer keys: the active ones with Revoke, and a form for a new one
 * (only for a user who may create keys, which takes a verified e-mail, and below the per-user
 * maximum).
 */
export function ApiKeysCard({ canCreate }: { canCreate: boolean }) {
  const query = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keys = query.data?.keys ?? [];

  return (
    <section aria-labelledby="api-keys-heading">
      <Card>
        <CardHeader>
          <h2 id="api-keys-heading" className="flex items-center gap-2 text-lg font-semibold">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            API keys
          </h2>
          <CardDescription>
            The public API needs no key. Send one in the {API_KEY_HEADER} header to raise your rate
            limits {API_KEY_LIMIT_MULTIPLIER}-fold.{' '}
            <Link to={paths.apiDocs} className="font-medium text-primary hover:underline">
              Read the API documentation
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {query.isPending ? (
            <Spinner className="py-6" label="Loading API keys" />
          ) : query.isError ? (
            <LoadError
              title="Could not load your API keys"
              message={errorMessage(query.error, 'Please try again.')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : keys.length === 0 ? (
            <p className="text-sm text-muted-foreground">You have no API keys.</p>
          ) : (
            <ul aria-label="Your API keys" className="divide-y border-y">
              {keys.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
              ))}
            </ul>
          )}
          {!canCreate ? (
            <p className="text-sm text-muted-foreground">
              Verify your e-mail address to create API keys.
            </p>
          ) : keys.length >= MAX_API_KEYS_PER_USER ? (
            <p className="text-sm text-muted-foreground">
              You have {MAX_API_KEYS_PER_USER} keys, the most one account may hold: revoke one to
              create another.
            </p>
          ) : (
            <CreateApiKeyForm onCreated={setCreated} />
          )}
        </CardContent>
      </Card>
      <NewApiKeyDialog apiKey={created} onClose={() => setCreated(null)} />
    </section>
  );
}
