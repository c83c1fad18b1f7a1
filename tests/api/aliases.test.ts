import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Alias,
  ALIASES_PER_PERSON,
  ALIASES_PER_USER_PER_DAY,
  ALIASES_PER_USER_PER_PERSON_PER_DAY,
  type PeoplePage,
} from '../../src/shared/schemas/people';
import type { PersonDetail } from '../../src/shared/schemas/person-detail';
import { createPerson } from '../helpers/factories';
import { mergePeople, send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let member: SignedInUser;
let otherMember: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [member, otherMember, admin] = await Promise.all([
    signedInUser(ctx),
    signedInUser(ctx),
    signedInUser(ctx, { role: 'admin' }),
  ]);
});
afterAll(() => ctx.close());

const addAlias = (personId: number, body: object, user?: SignedInUser) =>
  send(ctx, 'POST', `/api/people/${personId}/aliases`, body, user);
const personRead = async (ref: number | string) =>
  (await ctx.app.inject(`/api/people/${ref}`)).json<PersonDetail>();

describe('adding aliases', () => {
  it('answers 201 with the alias, which every person read then carries', async () => {
    const person = await createPerson(ctx.database.db, {
      firstName: 'Dwayne',
      lastName: 'Johnsonalias',
    });
    const added = await addAlias(person.id, { name: '  The   Rock ', language: 'en' }, member);
    expect(added.statusCode, added.body).toBe(201);
    const alias = added.json<Alias>();
    expect(alias).toEqual({
      id: expect.any(Number),
      name: 'The Rock',
      language: 'en',
      addedById: member.id,
    });

    const russian = await addAlias(person.id, { name: 'Скала', language: 'RU' }, member);
    expect(russian.json()).toMatchObject({ name: 'Скала', language: 'ru' });

    const detail = await personRead(person.id);
    expect(detail.aliases.map(({ name, language }) => ({ name, language }))).toEqual([
      { name: 'The Rock', language: 'en' },
      { name: 'Скала', language: 'ru' },
    ]);
    const list = (await ctx.app.inject('/api/people?search=johnsonalias')).json<PeoplePage>();
    expect(list.people[0]!.aliases.map((entry) => entry.name)).toEqual(['The Rock', 'Скала']);
  });

  it('takes an alias without a language', async () => {
    const person = await createPerson(ctx.database.db);
    const added = await addAlias(person.id, { name: 'Nameless One' }, member);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Nameless One', language: null });
  });

  it('refuses visitors, unverified users, blank, over-long and badly tagged aliases', async () => {
    const person = await createPerson(ctx.database.db);
    const unverified = await signedInUser(ctx, { isVerified: false });
    expect((await addAlias(person.id, { name: 'Visitor Name' })).statusCode).toBe(401);
    expect((await addAlias(person.id, { name: 'Unverified Name' }, unverified)).statusCode).toBe(
      403,
    );

    const blank = await addAlias(person.id, { name: '   ' }, member);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Alias is required/);
    const long = await addAlias(person.id, { name: 'x'.repeat(121) }, member);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/cannot exceed 120 characters/);
    const hidden = await addAlias(person.id, { name: 'Hid\u200Bden' }, member);
    expect(hidden.statusCode).toBe(400);
    const tag = await addAlias(person.id, { name: 'Tagged Name', language: 'not a tag!' }, member);
    expect(tag.statusCode).toBe(400);
    expect(tag.json().message).toMatch(/language must be a language tag/);
    expect((await addAlias(987654, { name: 'Nobody' }, member)).statusCode).toBe(404);
    expect((await personRead(person.id)).aliases).toEqual([]);
  });

  it('refuses the person’s own name, an alias they have, and any other person’s name or alias, look-alikes too', async () => {
    const marina = await createPerson(ctx.database.db, {
      firstName: 'Marina',
      lastName: 'Alias-Owner',
    });
    const other = await createPerson(ctx.database.db, { firstName: 'Stage', lastName: 'Persona' });
    expect((await addAlias(other.id, { name: 'Big Star' }, member)).statusCode).toBe(201);

    const own = await addAlias(marina.id, { name: 'marina alias owner' }, member);
    expect(own.statusCode).toBe(409);
    expect((await addAlias(marina.id, { name: 'Little Star' }, member)).statusCode).toBe(201);
    const again = await addAlias(marina.id, { name: 'LITTLE STAR' }, otherMember);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has this alias/);

    for (const name of ['Stage Persona', 'St\u0430ge Persona', 'Big Star', 'Bіg Star']) {
      const taken = await addAlias(marina.id, { name }, member);
      expect(taken.statusCode, name).toBe(409);
      expect(taken.json().message).toMatch(/Stage Persona, another person/);
    }
    expect((await personRead(marina.id)).aliases.map((alias) => alias.name)).toEqual([
      'Little Star',
    ]);
  });

  it('refuses a new person named like someone’s alias, as it refuses a same name', async () => {
    const person = await createPerson(ctx.database.db, {
      firstName: 'Stefani',
      lastName: 'Germanotta',
    });
    expect((await addAlias(person.id, { name: 'Lady Gaga' }, member)).statusCode).toBe(201);
    for (const lastName of ['Gaga', 'G\u0430ga']) {
      const added = await send(
        ctx,
        'POST',
        '/api/people',
        { firstName: 'Lady', lastName, profession: 'Singer', categoryId: person.categoryId },
        member,
      );
      expect(added.statusCode, lastName).toBe(409);
      expect(added.json().existingPerson).toMatchObject({ id: person.id });
    }
  });
});

describe('caps on aliases', () => {
  it('refuses a 21st alias on one person, a member’s 11th of the day on one person, and their 31st of the day', async () => {
    const person = await createPerson(ctx.database.db);
    const adders = [await signedInUser(ctx), await signedInUser(ctx)];
    for (let index = 0; index < ALIASES_PER_PERSON; index += 1) {
      const adder = adders[index % 2]!;
      const added = await addAlias(person.id, { name: `Capped Name ${index}` }, adder);
      expect(added.statusCode, added.body).toBe(201);
    }
    const beyond = await addAlias(person.id, { name: 'One Name Too Many' }, otherMember);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(
      `This person already has ${ALIASES_PER_PERSON} aliases; remove one first`,
    );

    const [adder] = adders as [SignedInUser];
    const elsewhere = await createPerson(ctx.database.db);
    for (let index = 0; index < ALIASES_PER_USER_PER_PERSON_PER_DAY; index += 1) {
      const added = await addAlias(elsewhere.id, { name: `Elsewhere Name ${index}` }, adder);
      expect(added.statusCode, added.body).toBe(201);
    }
    const onePerson = await addAlias(elsewhere.id, { name: 'Elsewhere Name Late' }, adder);
    expect(onePerson.statusCode).toBe(429);
    expect(onePerson.json().message).toBe(
      `You have added ${ALIASES_PER_USER_PER_PERSON_PER_DAY} aliases of this person in the last 24 hours; try again later`,
    );

    let addedToday = ALIASES_PER_PERSON / 2 + ALIASES_PER_USER_PER_PERSON_PER_DAY;
    while (addedToday < ALIASES_PER_USER_PER_DAY) {
      const another = await createPerson(ctx.database.db);
      const added = await addAlias(another.id, { name: `Another Name ${addedToday}` }, adder);
      expect(added.statusCode, added.body).toBe(201);
      addedToday += 1;
    }
    const tired = await addAlias(
      (await createPerson(ctx.database.db)).id,
      { name: 'Capped Name Late' },
      adder,
    );
    expect(tired.statusCode).toBe(429);
    expect(tired.json().message).toBe(
      `You have added ${ALIASES_PER_USER_PER_DAY} aliases in the last 24 hours; try again later`,
    );
    expect((await personRead(person.id)).aliases).toHaveLength(ALIASES_PER_PERSON);
  });
});

describe('removing aliases', () => {
  it('lets the member who added it and admins remove an alias, nobody else', async () => {
    const person = await createPerson(ctx.database.db);
    const first = (await addAlias(person.id, { name: 'Removable One' }, member)).json<Alias>();
    const second = (await addAlias(person.id, { name: 'Removable Two' }, member)).json<Alias>();
    const remove = (alias: Alias, user?: SignedInUser) =>
      send(ctx, 'DELETE', `/api/people/${person.id}/aliases/${alias.id}`, undefined, user);

    expect((await remove(first)).statusCode).toBe(401);
    const refused = await remove(first, otherMember);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only an administrator, or whoever added it/);

    const byAdder = await remove(first, member);
    expect(byAdder.statusCode).toBe(200);
    expect(byAdder.json()).toEqual({ message: 'Alias removed', id: first.id });
    expect((await remove(first, member)).statusCode).toBe(404);
    expect((await remove(second, admin)).statusCode).toBe(200);
    expect((await personRead(person.id)).aliases).toEqual([]);

    const elsewhere = await createPerson(ctx.database.db);
    const kept = (await addAlias(elsewhere.id, { name: 'Kept Elsewhere' }, member)).json<Alias>();
    const wrongPerson = await send(
      ctx,
      'DELETE',
      `/api/people/${person.id}/aliases/${kept.id}`,
      undefined,
      admin,
    );
    expect(wrongPerson.statusCode).toBe(404);
  });

  it('stops finding a person by an alias once it is removed', async () => {
    const person = await createPerson(ctx.database.db);
    const alias = (await addAlias(person.id, { name: 'Vanishingname' }, member)).json<Alias>();
    const search = async () =>
      (await ctx.app.inject('/api/people?search=vanishingname')).json<PeoplePage>().people;
    expect((await search()).map((found) => found.id)).toEqual([person.id]);
    await send(ctx, 'DELETE', `/api/people/${person.id}/aliases/${alias.id}`, undefined, member);
    expect(await search()).toEqual([]);
  });
});

describe('merging people', () => {
  it('keeps both people’s aliases, once each', async () => {
    const keep = await createPerson(ctx.database.db, { firstName: 'Prince', lastName: 'Keeper' });
    const remove = await createPerson(ctx.database.db, {
      firstName: 'Prince',
      lastName: 'Duplicate',
    });
    await addAlias(keep.id, { name: 'The Artist' }, member);
    await addAlias(remove.id, { name: 'Symbol Name', language: 'en' }, member);
    await addAlias(remove.id, { name: 'Purple One' }, member);

    await mergePeople(ctx, admin, keep, remove);
    const merged = await personRead(keep.id);
    expect(merged.aliases.map((alias) => alias.name)).toEqual([
      'The Artist',
      'Symbol Name',
      'Purple One',
    ]);
    const found = (await ctx.app.inject('/api/people?search=purple one')).json<PeoplePage>();
    expect(found.people.map((person) => person.id)).toEqual([keep.id]);
  });
});
