import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import type { Endpoint, OpenApiDocument } from '../openapi';
import { DocText } from './doc-text';
import { ParametersTable } from './parameters-table';
import { ResponsesTable } from './responses-table';
import { ShowHideSection } from './show-hide-section';

/**
 * One public endpoint: method and path, what it does, and its folded parameter and response
 * tables (or, when it takes none, a line saying so instead of a section to open).
 */
export function EndpointCard({
  document,
  endpoint,
}: {
  document: OpenApiDocument;
  endpoint: Endpoint;
}) {
  const { method, path, operation } = endpoint;
  const parameters = operation.parameters ?? [];
  return (
    <article aria-label={`${method} ${path}`}>
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <Badge variant="success" className="font-mono">
              {method}
            </Badge>{' '}
            <code className="font-mono text-base break-all">{path}</code>
          </CardTitle>
          {operation.summary && <p className="text-sm font-medium">{operation.summary}</p>}
          {operation.description && (
            <CardDescription>
              <DocText text={operation.description} />
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {parameters.length > 0 ? (
            <ShowHideSection title="Parameters">
              <ParametersTable document={document} parameters={parameters} />
            </ShowHideSection>
          ) : (
            <p className="text-sm text-muted-foreground">This endpoint takes no parameters.</p>
          )}
          <ShowHideSection title="Responses">
            <ResponsesTable document={document} responses={operation.responses ?? {}} />
          </ShowHideSection>
        </CardContent>
      </Card>
    </article>
  );
}
