import type { OpenApiDocument, OpenApiParameter } from '../openapi';
import { schemaDescription, schemaLimits, typeName } from '../schema-summary';
import { DocTable } from './doc-table';
import { DocText } from './doc-text';
import { InlineCode } from './inline-code';

interface ParametersTableProps {
  document: OpenApiDocument;
  parameters: OpenApiParameter[];
}

/** Name, place (query or path), type with its limits and default, whether required, description. */
export function ParametersTable({ document, parameters }: ParametersTableProps) {
  return (
    <DocTable
      caption="Parameters"
      columns={['Name', 'In', 'Type', 'Required', 'Description']}
      rows={parameters.map((parameter) => {
        const limits = parameter.schema ? schemaLimits(document, parameter.schema) : [];
        return {
          key: `${parameter.in}:${parameter.name}`,
          cells: [
            <InlineCode>{parameter.name}</InlineCode>,
            parameter.in,
            <div className="flex flex-col items-start gap-1">
              <InlineCode>
                {parameter.schema ? typeName(document, parameter.schema) : 'any'}
              </InlineCode>
              {limits.length > 0 && (
                <span className="text-xs text-muted-foreground">{limits.join(', ')}</span>
              )}
            </div>,
            parameter.required ? 'Yes' : 'No',
            <DocText
              text={
                parameter.description ??
                (parameter.schema && schemaDescription(document, parameter.schema))
              }
            />,
          ],
        };
      })}
    />
  );
}
