import { examplePerson as person, pendingAccount, personRef } from '@shared/example-person';
import type { FeaturedPerson } from '@shared/schemas/comments';
import type { PeoplePage } from '@shared/schemas/people';
import type { PendingAccountsPage, PersonDetail } from '@shared/schemas/person-detail';

const personDetail: PersonDetail = {
  ...person,
  anchors: [
    {
      id: 3,
      url: 'https://ada.example/',
      host: 'ada.example',
      root: 'ada.example',
      reason: 'Listed as her official website by her record label',
      source: 'moderator',
      status: 'confirmed',
      setBy: { username: 'admin' },
      confirmedBy: { username: 'admin' },
      confirmedAt: '2026-03-02T10:00:00.000Z',
      state: 'passing',
      lastCheckedAt: '2026-11-30T10:00:00.000Z',
      links: [{ platform: 'Instagram', username: 'ada.example' }],
      createdAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  pendingAccountCount: 1,
};

const pendingAccountsPage: PendingAccountsPage = {
  accounts: [pendingAccount],
  total: 1,
  page: 1,
  limit: 20,
};

const peoplePage: PeoplePage = {
  people: [person],
  total: 1,
  totalIsEstimate: false,
  page: 1,
  limit: 12,
};

const trending: FeaturedPerson[] = [
  {
    ...personRef,
    profession: 'Singer-songwriter',
    profileImage: null,
    avgRating30: 4.8,
    activity: 17,
    spread: null,
  },
];
const controversial: FeaturedPerson[] = [{ ...trending[0]!, activity: 9, spread: 1.7 }];

/** The success examples of the people's routes in the OpenAPI document (`METHOD /path`). */
export const peopleExamples: Record<string, unknown> = {
  'GET /api/people': peoplePage,
  'GET /api/people/:ref': personDetail,
  'GET /api/people/:id/pending-accounts': pendingAccountsPage,
  'GET /api/people/suggestions': {
    suggestions: [
      {
        id: person.id,
        slug: person.slug,
        firstName: person.firstName,
        lastName: person.lastName,
        profession: person.profession,
        category: person.category,
        profile_image_url: null,
        matchedBy: 'alias: Ада Пример',
      },
    ],
  },
  'GET /api/trending-people': trending,
  'GET /api/controversial-people': controversial,
};
