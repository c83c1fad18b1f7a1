import { ExternalLink } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DIRECTORY_ENDPOINT, javascriptExample, pythonExample } from '../examples';
import { CodeBlock } from './code-block';
import { usePageOrigin } from '@web/lib/page-context';

const SAMPLES = [
  { language: 'JavaScript', client: 'fetch', example: javascriptExample },
  { language: 'Python', client: 'requests', example: pythonExample },
];

/** JavaScript and Python samples against this site, and a live look at the directory export. */
export function ExamplesTab() {
  const baseUrl = usePageOrigin();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Each sample searches people, reads one person, pages through the directory with the cursor
          from the Link header and sends an optional API key. Replace YOUR_API_KEY with a key of
          your own, or drop that line.
        </p>
        <Button asChild>
          <a href={DIRECTORY_ENDPOINT} target="_blank" rel="noopener noreferrer">
            <ExternalLink className="size-4" aria-hidden="true" />
            Test Directory API
          </a>
        </Button>
      </div>
      {SAMPLES.map(({ language, client, example }) => (
        <section key={language} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{language}</h2>
          <CodeBlock title={`${language} (${client}) example`} code={example(baseUrl)} />
        </section>
      ))}
    </div>
  );
}
