import type { OpenApiDocument, OpenApiResponse } from '../openapi';
import { topLevelFields } from '../schema-summary';
import { CodeBlock } from './code-block';
import { DocTable } from './doc-table';
import { DocText } from './doc-text';
import { InlineCode } from './inline-code';

/** What @fastify/swagger writes when a route gives no description of its own. */
const PLACEHOLDER = 'Default Response';

/** Plain words for the answers a public read gives, used where the document has only the placeholder. */
const STATUS_TEXT: Record<string, string> = {
  '200': 'Success',
  '301': 'Moved for good: the Location header names the new address',
  '400': 'Invalid parameters: { message, errors }',
  '404': 'Not found: { message }',
};

const describe = (status: string, response: OpenApiResponse) =>
  response.description && response.description !== PLACEHOLDER
    ? response.description
    : (STATUS_TEXT[status] ?? '');

interface ResponsesTableProps {
  document: OpenApiDocument;
  responses: Record<string, OpenApiResponse>;
}

/** Every status code with its meaning, then the fields of the successful answer and its example. */
export function ResponsesTable({ document, responses }: ResponsesTableProps) {
  const statuses = Object.keys(responses).sort();
  const success = statuses.find((status) => status.startsWith('2'));
  const json = success ? responses[success]?.content?.['application/json'] : undefined;
  const shape = json?.schema ? topLevelFields(document, json.schema) : undefined;

  return (
    <>
      <DocTable
        caption="Status codes"
        columns={['Status', 'Description']}
        rows={statuses.map((status) => ({
          key: status,
          cells: [<InlineCode>{status}</InlineCode>, describe(status, responses[status] ?? {})],
        }))}
      />
      {shape && (
        <div className="flex flex-col gap-2">
          <h5 className="text-sm font-medium">
            {shape.list
              ? `Fields of each item in the ${success} answer (a JSON array)`
              : `Fields of the ${success} answer`}
          </h5>
          <DocTable
            caption={`Fields of the ${success} answer`}
            columns={['Field', 'Type', 'Required', 'Description']}
            rows={shape.fields.map((field) => ({
              key: field.name,
              cells: [
                <InlineCode>{field.name}</InlineCode>,
                <InlineCode>{field.type}</InlineCode>,
                field.required ? 'Yes' : 'No',
                <DocText text={field.description} />,
              ],
            }))}
          />
        </div>
      )}
      {json?.example !== undefined && (
        <CodeBlock
          title={`Example ${success} answer`}
          code={JSON.stringify(json.example, null, 2)}
        />
      )}
    </>
  );
}
