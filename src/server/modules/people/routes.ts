import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema } from '@shared/schemas/common';
import {
  duplicatePersonSchema,
  mergedPersonSchema,
  newPersonSchema,
  peoplePageSchema,
  peopleQuerySchema,
  personRefParamSchema,
  personSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
  type Person,
} from '@shared/schemas/people';
import {
  pendingAccountsPageSchema,
  pendingAccountsQuerySchema,
  personDetailSchema,
  type PendingAccountsPage,
} from '@shared/schemas/person-detail';
import { personPath } from '@shared/slug';
import { addPerson } from './add';
import { MERGED_REDIRECT_CACHE_CONTROL } from './merges';
import { listPendingAccountsOfPerson } from './pending-accounts';
import { listPeople, peoplePageText } from './people-page';
import { lookUpPerson, personNotFound } from './service';
import { suggestPeople } from './suggestions';
import { accountTopic, listTopics, personTopic } from '../../model/topics';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/people',
    {
      ...app.publicRead(() => [listTopics.people]),
      schema: {
        tags: ['directory'],
        summary: 'Search and filter people, one page at a time',
        querystring: peopleQuerySchema,
        response: { 200: peoplePageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      if (request.user) return listPeople(app.db, request.query, request.user.id);
      // A visitor's page is the stored cards' text as it is: nothing to parse or serialise.
      app.readCache.shows(request, [listTopics.people]);
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await peoplePageText(app.db, request.query));
    },
  );

  app.get(
    '/api/people/suggestions',
    {
      ...app.publicRead(() => [listTopics.people]),
      schema: {
        tags: ['directory'],
        summary:
          'People to suggest while someone types in a search box: names, aliases, handles, ranked like the search',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, ...errorResponses(400) },
      },
    },
    (request) => suggestPeople(app.db, request.query.q, request.query.limit),
  );

  app.get(
    '/api/people/:ref',
    {
      ...app.publicRead((person: Person) => [
        personTopic(person.id),
        ...person.socialAccounts.map((account) => accountTopic(account.id)),
      ]),
      schema: {
        tags: ['directory'],
        summary:
          'One person by id or name slug (first-last), with every verified account and the first page of pending ones; a merged-away person answers 301 to the person they were merged into',
        params: personRefParamSchema,
        response: {
          200: personDetailSchema,
          301: mergedPersonSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const found = await lookUpPerson(app.db, request.params.ref, request.user?.id);
      if (!found) throw personNotFound();
      if (found.kind === 'live') return found.person;
      return reply
        .code(301)
        .headers({
          location: `/api${personPath(found.answer.mergedInto)}`,
          'cache-control': MERGED_REDIRECT_CACHE_CONTROL,
        })
        .send(found.answer);
    },
  );

  app.get(
    '/api/people/:id/pending-accounts',
    {
      ...app.publicRead((page: PendingAccountsPage, { id }: { id: number }) => [
        personTopic(id),
        ...page.accounts.map((account) => accountTopic(account.id)),
      ]),
      schema: {
        tags: ['directory'],
        summary:
          "A person's pending accounts, a page at a time, in the order of their page (which shows the first page)",
        params: idParamSchema,
        querystring: pendingAccountsQuerySchema,
        response: { 200: pendingAccountsPageSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      listPendingAccountsOfPerson(app.db, request.params.id, request.query, request.user?.id),
  );

  app.post(
    '/api/people',
    {
      preHandler: app.requirePermission('add:person'),
      schema: {
        tags: ['directory'],
        summary: 'Add a person; the same name twice answers 409 with the existing person',
        body: newPersonSchema,
        response: {
          201: personSchema,
          ...errorResponses(400, 401, 403),
          409: duplicatePersonSchema,
        },
      },
    },
    async (request, reply) => {
      const person = await addPerson(app.db, request.body, request.signedInUser.id);
      return reply.status(201).send(person);
    },
  );
};
