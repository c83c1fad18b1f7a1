import { LoadError } from '@web/components/load-error';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { useOpenApiDocument } from '../api/get-openapi-document';
import { publicEndpointGroups } from '../openapi';
import { EndpointCard } from './endpoint-card';

/** Every public read endpoint, grouped by tag, rendered from the server's OpenAPI document. */
export function EndpointsTab() {
  const query = useOpenApiDocument();

  if (query.isPending) return <Spinner label="Loading the API description" />;
  if (query.isError) {
    return (
      <LoadError
        title="Could not load the API description"
        message={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const groups = publicEndpointGroups(query.data);
  if (groups.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-6 py-12 text-center text-sm text-muted-foreground">
        The API description lists no public endpoints.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.tag} className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold capitalize">{group.tag}</h2>
          {group.endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.path} document={query.data} endpoint={endpoint} />
          ))}
        </section>
      ))}
    </div>
  );
}
