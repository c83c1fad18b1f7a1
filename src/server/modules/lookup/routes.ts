import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@shared/schemas/common';
import { lookupResultSchema, lookupQuerySchema, type LookupResult } from '@shared/schemas/lookup';
import { accountTopic, listTopics, personTopic } from '../../model/topics';
import { lookUpAccount } from './service';

/**
 * A found account's response shows that account and its person; an unknown one changes when
 * an account is proposed, which the people lists follow.
 */
const topicsOf = ({ account, person }: LookupResult) =>
  account && person ? [accountTopic(account.id), personTopic(person.id)] : [listTopics.people];

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lookup',
    {
      ...app.publicRead(topicsOf),
      schema: {
        tags: ['directory'],
        summary: 'Is this account real? Whose account a profile address or handle is',
        description: [
          'Give `url` (a profile address such as `https://www.x.com/Name/` or',
          '`mastodon.social/@name`, or a handle: `@name@instance` for Mastodon, else `@name`',
          'with `platform`), or `platform` and `username`. The address is normalised as account',
          'links are built: scheme optional, `www.`, `m.` and `mobile.` dropped, any case, no',
          'trailing slash, query or fragment, a leading @ dropped, twitter.com read as x.com,',
          'and any `https://host/@user` read as the Mastodon account user@host. An address the',
          'directory does not know answers 200 with status `unknown`; one that names no',
          'account answers 400 saying why.',
        ].join(' '),
        querystring: lookupQuerySchema,
        response: { 200: lookupResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => lookUpAccount(app.db, request.query),
  );
};
