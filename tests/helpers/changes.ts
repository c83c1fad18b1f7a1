import { expect } from 'vitest';
import type { ChangesPage } from '../../src/shared/schemas/changes';
import type { Person } from '../../src/shared/schemas/people';
import { categoryId } from './factories';
import { send, type SignedInUser } from './signed-in';
import type { TestContext } from './test-app';

/** One answer of the change feed, which must succeed. */
export async function readChanges(ctx: TestContext, query: string) {
  const response = await ctx.app.inject(`/api/changes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChangesPage>();
}

/** Adds a person through the API, as a user would, so the feed records it. */
export async function addPersonAs(
  ctx: TestContext,
  user: SignedInUser,
  firstName: string,
  lastName: string,
) {
  const response = await send(
    ctx,
    'POST',
    '/api/people',
    {
      firstName,
      lastName,
      profession: 'Mathematician',
      categoryId: await categoryId(ctx.database.db, 'Actors'),
    },
    user,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Person>();
}
