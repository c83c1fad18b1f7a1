import { BookOpen } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { EndpointsTab } from '@web/features/api-docs/components/endpoints-tab';
import { ExamplesTab } from '@web/features/api-docs/components/examples-tab';
import { OverviewTab } from '@web/features/api-docs/components/overview-tab';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';

/** /api-docs: the public read API for outside developers, in three tabs. */
export function ApiDocsRoute() {
  useDocumentMeta({
    title: `API Documentation | ${PRODUCT_NAME}`,
    description: `The ${PRODUCT_NAME} public read API: endpoints, parameters, rate limits, API keys and code samples in JavaScript and Python.`,
    url: paths.apiDocs,
  });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <BookOpen className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">API Documentation</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Read the directory from your own programs: free, public, no sign-up needed.
          </p>
        </div>
      </header>
      <Tabs defaultValue="overview">
        <TabsList className="max-w-md">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="endpoints">Endpoints</TabsTrigger>
          <TabsTrigger value="examples">Examples</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="endpoints">
          <EndpointsTab />
        </TabsContent>
        <TabsContent value="examples">
          <ExamplesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
