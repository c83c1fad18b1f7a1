import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../src/server/model/schema';
import { runWrite, UndeclaredInvalidation } from '../../src/server/modules/derived-data';
import { personTopic } from '../../src/server/model/topics';
import { definedFollowUpKinds } from '../../src/server/platform/write-pipeline';
import type { Person } from '../../src/shared/schemas/people';
import { createPerson } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  // Long enough that nothing cached expires while a test runs: only a write invalidates it.
  ctx = await createTestApp({ READ_CACHE_SECONDS: '30' });
});
afterAll(() => ctx.close());

const professionShown = async (personId: number) =>
  ((await ctx.app.inject({ url: `/api/people/${personId}` })).json() as Person).profession;

const professionStored = async (personId: number) => {
  const [row] = await ctx.database.db
    .select({ profession: people.profession })
    .from(people)
    .where(eq(people.id, personId));
  return row!.profession;
};

describe('the write pipeline', () => {
  it('refuses a write whose unit declares nothing about the cached responses, and keeps nothing of it', async () => {
    const person = await createPerson(ctx.database.db, { profession: 'Before' });

    const forgetful = runWrite(ctx.app.db, 'rename a profession', async (tx) => {
      await tx.update(people).set({ profession: 'After' }).where(eq(people.id, person.id));
    });

    await expect(forgetful).rejects.toThrow(UndeclaredInvalidation);
    await expect(forgetful).rejects.toThrow(
      'The write "rename a profession" declared no cached responses to invalidate',
    );
    expect(await professionStored(person.id)).toBe('Before');
  });

  it('invalidates, after the commit, the cached responses showing the topics the unit declared, and only those', async () => {
    const changed = await createPerson(ctx.database.db, { profession: 'Before' });
    const other = await createPerson(ctx.database.db, { profession: 'Before' });
    expect(await professionShown(changed.id)).toBe('Before');
    expect(await professionShown(other.id)).toBe('Before');

    await runWrite(ctx.app.db, 'rename two professions', async (tx, write) => {
      await tx.update(people).set({ profession: 'After' }).where(eq(people.id, changed.id));
      await tx.update(people).set({ profession: 'After' }).where(eq(people.id, other.id));
      write.invalidate(personTopic(changed.id));
    });

    expect(await professionShown(changed.id)).toBe('After');
    // Its unit did not name the other person: their cached page stays until it expires.
    expect(await professionShown(other.id)).toBe('Before');
  });

  it('lets a unit say that its change shows nowhere, and then invalidates nothing', async () => {
    const person = await createPerson(ctx.database.db, { profession: 'Before' });
    expect(await professionShown(person.id)).toBe('Before');

    await runWrite(ctx.app.db, 'a change no public read shows', async (tx, write) => {
      await tx.update(people).set({ profession: 'After' }).where(eq(people.id, person.id));
      write.invalidatesNothing();
    });

    expect(await professionStored(person.id)).toBe('After');
    expect(await professionShown(person.id)).toBe('Before');
  });

  it('runs every kind of follow-up a module declares, in the order that lets each read what the one before decided', () => {
    const registered = ctx.app.writePipeline.registeredKinds();
    expect(registered.map((kind) => [kind.name, kind.timing])).toEqual([
      ['noting the writer’s own write', 'before the response'],
      ['deciding accounts whose evidence moved', 'before the response'],
      ['tallying again without a burned ring', 'before the response'],
      ['recounting accounts whose hold moved', 'before the response'],
      ['evaluating the standing after a write', 'before the response'],
      ['screening the votes', 'after the response'],
      ['evaluating the standing of the voters', 'after the response'],
      ['mailing notifications', 'after the response'],
      ['sending the mail kept in the outbox', 'after the response'],
    ]);
    // A kind some module made but nothing registered would be declared by writes and never run.
    expect(new Set(definedFollowUpKinds())).toEqual(new Set(registered));
  });
});
