import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into TABLE (columns) select * from unnest($1::type[], $2::type[], …)`: any number
 * of rows in one parameter per column. Drizzle's `.values(rows)` makes a parameter of every
 * value of every row, and for batches of hundreds of rows building and binding them costs
 * more than writing the rows (the Wikidata import, docs/performance.md). Columns left out
 * take their defaults; a column named is given in every row (null where it is null), since
 * one row cannot take its default in a column the others fill. An array column cannot be
 * given a value a row (unnest would flatten them), only one value for all in `same`. Append
 * `on conflict …` and `returning …` as the statement needs.
 */
export function insertColumns<
  Table extends PgTable,
  Key extends keyof Table['$inferInsert'] & keyof Table['_']['columns'] & string,
>(
  table: Table,
  keys: readonly Key[],
  rows: readonly { [K in Key]-?: Exclude<Table['$inferInsert'][K], undefined> }[],
  /** Columns every row gives the same value, as SQL (an array column's empty array, say). */
  same: Partial<Record<Exclude<keyof Table['_']['columns'] & string, Key>, SQL>> = {},
): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const type = column.getSQLType();
    if (type.endsWith('[]')) throw new Error(`insertColumns: ${key} is an array column`);
    const values = rows.map((row, index) => {
      const value: unknown = row[key];
      if (value === undefined) {
        throw new Error(
          `insertColumns: ${key} is missing from row ${index}: give null, or leave the column out for its default`,
        );
      }
      return value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  const alike = Object.entries(same) as [string, SQL][];
  const names = [...keys, ...alike.map(([key]) => key)].map((key) =>
    sql.identifier(columns[key]!.name),
  );
  const values = [sql`given.*`, ...alike.map(([, value]) => value)];
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as given`;
}

/**
 * The rows a `returning *` returned, keyed and typed as Drizzle reads the table's columns
 * (camelCase keys, dates as Date).
 */
export function tableRows<Table extends PgTable>(
  table: Table,
  rows: readonly Record<string, unknown>[],
): Table['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  return rows.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name];
          return [
            key,
            value === null || value === undefined ? null : column.mapFromDriverValue(value),
          ];
        }),
      ) as Table['$inferSelect'],
  );
}
