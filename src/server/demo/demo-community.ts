import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { newCommentSchema } from '@shared/schemas/comments';
import type { Database } from '../platform/database/client';
import { type LinkPreviewer, postComment, rateComment } from '../modules/comments';
import { storeImage } from '../modules/uploads';
import type { UploadStorage } from '../platform/storage/storage';
import { demoPicture } from './demo-pictures';
import {
  type DemoPerson,
  fullNameOf,
  hostLabelOf,
  NEWS_SITE,
  officialSiteOf,
  type StoryCast,
} from './demo-world';
import { HOUR_MS, DAY_MS } from '@shared/dates';

/** The community's talk reaches this far back; the last week of it makes people trending. */
const TALK_DAYS = 28;
const IMAGE_SIZE = { width: 640, height: 480 };
const LINK_IMAGE_SIZE = { width: 573, height: 300 };

type Media = 'image' | 'interview' | 'official-site';

interface Topic {
  text: (person: DemoPerson) => string;
  media?: Media;
}

const TOPICS: Topic[] = [
  {
    text: (p) => `Is this really ${p.firstName}'s own account? The handle changed twice this year.`,
  },
  { text: (p) => `${fullNameOf(p)} answered questions from followers for an hour yesterday.` },
  {
    text: (p) => `The new interview with ${p.firstName} is worth reading in full.`,
    media: 'interview',
  },
  {
    text: (p) => `Photo from ${p.firstName}'s talk on Saturday, the hall was packed.`,
    media: 'image',
  },
  { text: () => 'Why is the second account still pending? The evidence looks solid to me.' },
  { text: (p) => `${p.firstName} posted the same announcement on every verified account.` },
  { text: (p) => `Careful: a look-alike account is copying ${p.firstName}'s posts.` },
  { text: () => 'Backstage before the show.', media: 'image' },
  {
    text: (p) => `${p.firstName}'s official site now lists every account in its footer.`,
    media: 'official-site',
  },
  { text: (p) => `Has anyone seen ${p.firstName} confirm the new channel anywhere?` },
];

const REPLIES = [
  'Yes, the official site links to it.',
  'Thanks, I had not seen that.',
  'I voted for it after reading the evidence.',
  'Same here, and I reported the copy.',
  'The press kit lists the same handle.',
  'Not yet. I would wait until the proofs are checked.',
  'Agreed, the last few posts were much better.',
];
const PICTURE_REPLIES = ['Great picture!', 'I was there too, what a night.', 'Love the colours.'];

interface CommentPlan {
  authorId: number;
  text: string;
  media?: Media;
  person: DemoPerson;
  at: Date;
  replies: number;
}

interface Posted {
  id: number;
  at: Date;
}

export interface DemoCommunity {
  comments: number;
  replies: number;
  commentRatings: number;
}

/** The preview a link of the demo shows: as the server stores one, its picture drawn here. */
function demoPreview(
  plan: CommentPlan,
  storePicture: (authorId: number, size: typeof LINK_IMAGE_SIZE) => Promise<string>,
): { link: string; previewLink: LinkPreviewer } {
  const name = fullNameOf(plan.person);
  const preview =
    plan.media === 'interview'
      ? {
          link: `${NEWS_SITE}/interviews/${hostLabelOf(plan.person)}`,
          linkTitle: `${name} on the year ahead`,
          linkDescription: `An interview with ${name} about new work, life on tour and answering every message.`,
        }
      : {
          link: `${officialSiteOf(plan.person)}/`,
          linkTitle: `${name} · Official site`,
          linkDescription: `News, dates and every official account of ${name}.`,
        };
  return {
    link: preview.link,
    previewLink: async () => ({
      linkTitle: preview.linkTitle,
      linkDescription: preview.linkDescription,
      linkImageUrl: await storePicture(plan.authorId, LINK_IMAGE_SIZE),
    }),
  };
}

/**
 * What the community said, through the comments service as people say it: comments about
 * demo people over the past four weeks (the showcase person's in the last week, so they
 * trend), some with a picture drawn here or a link to a fictional page with its preview,
 * replies from other users (which notify the authors), and ratings of comments. The demo
 * member wrote some of the comments others answered. Comments and their reply notifications
 * are then dated as the story says. Returns how many of each it wrote.
 */
export async function loadDemoCommunity(
  db: Database,
  faker: Faker,
  {
    storage,
    people,
    now,
    showcase,
    memberId,
    userIds,
  }: StoryCast & { storage: UploadStorage; people: DemoPerson[] },
): Promise<DemoCommunity> {
  const writers = userIds.filter((id) => id !== memberId);
  const subjects = [
    showcase,
    ...faker.helpers.arrayElements(
      people.filter((person) => person.id !== showcase.id),
      8,
    ),
  ];
  const storePicture = async (authorId: number, size: { width: number; height: number }) =>
    (await storeImage(db, storage, authorId, await demoPicture(faker, size))).url;
  const ago = (min: number, max: number) =>
    new Date(now.getTime() - faker.number.int({ min, max }));

  // The showcase person's question, picture and link, in the last week: they trend.
  const showcaseTopics = [TOPICS[0]!, TOPICS[3]!, TOPICS[8]!];
  // Then each other comment is about a subject in words nobody used about them yet.
  const talk = faker.helpers
    .shuffle(
      subjects.flatMap((person) =>
        TOPICS.filter((topic) => person !== showcase || !showcaseTopics.includes(topic)).map(
          (topic) => ({ person, topic }),
        ),
      ),
    )
    .slice(0, Math.min(24, Math.max(10, Math.round(people.length / 2))) - showcaseTopics.length);
  const plans: CommentPlan[] = [
    ...showcaseTopics.map((topic) => ({ person: showcase, topic, recent: true })),
    ...talk.map((said) => ({ ...said, recent: false })),
  ].map(({ person, topic, recent }, index) => {
    // The demo member asked the first question about the showcase person, and two more.
    const authorId = [0, 6, 12].includes(index) ? memberId : faker.helpers.arrayElement(writers);
    return {
      person,
      authorId,
      text: topic.text(person),
      media: topic.media,
      at: recent ? ago(6 * HOUR_MS, 6 * DAY_MS) : ago(2 * HOUR_MS, TALK_DAYS * DAY_MS),
      replies:
        authorId === memberId
          ? faker.number.int({ min: 1, max: 2 })
          : faker.helpers.weightedArrayElement([
              { weight: 4, value: 0 },
              { weight: 3, value: 1 },
              { weight: 2, value: 2 },
              { weight: 1, value: 3 },
            ]),
    };
  });
  plans.sort((a, b) => a.at.getTime() - b.at.getTime());

  const dated: Posted[] = [];
  const say = async (
    authorId: number,
    input: Record<string, unknown>,
    at: Date,
    preview?: LinkPreviewer,
  ) => {
    const comment = await postComment(db, authorId, newCommentSchema.parse(input), preview);
    dated.push({ id: comment.id, at });
    return comment.id;
  };
  const threads: { plan: CommentPlan; id: number }[] = [];
  for (const plan of plans) {
    const input: Record<string, unknown> = { text: plan.text, personId: plan.person.id };
    let preview: LinkPreviewer | undefined;
    if (plan.media === 'image') input.imageUrl = await storePicture(plan.authorId, IMAGE_SIZE);
    else if (plan.media) {
      const link = demoPreview(plan, storePicture);
      input.linkUrl = link.link;
      preview = link.previewLink;
    }
    threads.push({ plan, id: await say(plan.authorId, input, plan.at, preview) });
  }

  let replies = 0;
  for (const { plan, id } of threads) {
    const repliers = faker.helpers.arrayElements(
      writers.filter((writer) => writer !== plan.authorId),
      plan.replies,
    );
    // The demo member answered some of the others too.
    if (plan.authorId !== memberId && faker.datatype.boolean(0.15)) repliers.push(memberId);
    let at = plan.at;
    for (const replierId of repliers) {
      const room = now.getTime() - at.getTime() - 10 * 60 * 1000;
      at = new Date(at.getTime() + faker.number.int({ min: room / 10, max: room / 2 }));
      await say(
        replierId,
        {
          text: faker.helpers.arrayElement(plan.media === 'image' ? PICTURE_REPLIES : REPLIES),
          personId: plan.person.id,
          parentId: id,
        },
        at,
      );
      replies += 1;
    }
  }

  let commentRatings = 0;
  for (const { plan, id } of threads) {
    const leaning = faker.number.int({ min: 2, max: 5 });
    const raters = faker.helpers.arrayElements(
      writers.filter((writer) => writer !== plan.authorId),
      { min: 0, max: 3 },
    );
    for (const raterId of raters) {
      const rating = Math.min(5, Math.max(1, leaning + faker.number.int({ min: -1, max: 1 })));
      await rateComment(db, id, { id: raterId, role: 'user', isVerified: true }, rating);
      commentRatings += 1;
    }
  }

  await dateComments(db, dated);
  return { comments: threads.length, replies, commentRatings };
}

/**
 * Each comment at the time the story gives it, and the notification of each reply with it
 * (made when the reply was, in the same transaction, as the service makes it).
 */
async function dateComments(db: Database, dated: Posted[]) {
  const ids = sql.param(dated.map((comment) => comment.id));
  const times = sql.param(dated.map((comment) => comment.at.toISOString()));
  await db.execute(sql`
    update comments set created_at = told.at
    from unnest(${ids}::int[], ${times}::timestamptz[]) as told(id, at)
    where comments.id = told.id`);
  await db.execute(sql`
    update notifications n set created_at = c.created_at
    from comments c
    where c.id = any(${ids}::int[]) and c.parent_id is not null
      and n.kind = 'comment_reply' and n.link like ('%#comment-' || c.id)`);
}
