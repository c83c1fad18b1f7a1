import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement } from '../../src/server/platform/database/read-routing';

describe('isReadOnlyStatement', () => {
  it.each([
    'select "id" from "people" where "id" = $1',
    '  SELECT count(*) from votes',
    'with "ranked" as (select "id" from "people") select * from "ranked"',
    'select "is_deleted", "updated_at" from "people"',
    '(select "id" from "people" where "name_key" = $1) union all (select "person_id" from "search_postings")',
    '  ( ( SELECT 1 ) )',
    'values (1), (2)',
  ])('sends a read to a replica: %s', (statement) => {
    expect(isReadOnlyStatement(statement)).toBe(true);
  });

  it.each([
    'insert into "votes" ("user_id") values ($1)',
    'update "users" set "last_write_at" = $1',
    'delete from "sessions" where "id" = $1',
    'with "gone" as (delete from "sessions" returning "id") select count(*) from "gone"',
    'with "moved" as (update "people" set "slug" = $1 returning "id") select * from "moved"',
    'begin',
    'lock table "people"',
    '(insert into "votes" ("user_id") values ($1))',
    'selected',
  ])('keeps a change on the primary: %s', (statement) => {
    expect(isReadOnlyStatement(statement)).toBe(false);
  });
});
