import type { ReactNode } from 'react';

interface DocTableProps {
  /** Read out before the table; hidden on screen, where the section title says it. */
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** A compact reference table that scrolls sideways on narrow screens. */
export function DocTable({ caption, columns, rows }: DocTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y align-top">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className="py-2 pr-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
