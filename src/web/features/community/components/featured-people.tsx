import { Flame, Star, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { FeaturedPerson } from '@shared/schemas/comments';
import { formatRating, parseRating } from '@shared/rating';
import { PersonAvatar } from '@web/components/person-avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/paths';
import { type FeaturedKind, useFeaturedPeople } from '../api/get-featured-people';
import { fullName } from '../links';

const LISTS = {
  trending: {
    title: 'Trending',
    description: 'Most rated and discussed in the last 7 days',
    empty: 'No trending people found.',
    Icon: TrendingUp,
  },
  controversial: {
    title: 'Controversial',
    description: 'Most divided ratings in the last 30 days',
    empty: 'No controversial people found.',
    Icon: Flame,
  },
} as const;

/**
 * The 30-day average to one decimal, saying its window: the lists' own windows (7 days for
 * Trending) and the all-time rating on the person's card are other figures.
 */
function RecentRating({ value }: { value: number | null }) {
  const rating = parseRating(value);
  if (rating <= 0)
    return <span className="shrink-0 text-xs text-muted-foreground">No rating in 30 days</span>;
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 text-xs tabular-nums"
      aria-label={`30-day rating ${formatRating(rating)} out of 5`}
    >
      <span className="text-muted-foreground" aria-hidden="true">
        30 days
      </span>
      <Star className="size-3.5 text-star" fill="currentColor" strokeWidth={0} aria-hidden="true" />
      <span className="font-semibold" aria-hidden="true">
        {formatRating(rating)}
      </span>
    </span>
  );
}

function FeaturedRow({ person }: { person: FeaturedPerson }) {
  const name = fullName(person);
  return (
    <li>
      <Link
        to={paths.person(person)}
        className="-mx-2 flex items-center gap-3 rounded-md px-2 py-2 transition-colors hover:bg-muted"
      >
        <span aria-hidden="true">
          <PersonAvatar
            person={{ ...person, profile_image_url: person.profileImage }}
            size="sm"
            className="size-9 text-xs"
          />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{person.profession}</span>
        </span>
        <RecentRating value={person.avgRating30} />
      </Link>
    </li>
  );
}

/** One sidebar list (up to 10 people), each linking to the person's page. */
export function FeaturedPeople({ kind }: { kind: FeaturedKind }) {
  const { title, description, empty, Icon } = LISTS[kind];
  const people = useFeaturedPeople(kind);
  const headingId = `featured-${kind}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription className="text-xs">{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {people.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <div key={index} className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <Skeleton className="h-4 flex-1" />
              </div>
            ))}
          </div>
        ) : people.isError ? (
          <p className="text-sm text-muted-foreground">Could not load this list.</p>
        ) : people.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol className="flex flex-col">
            {people.data.map((person) => (
              <FeaturedRow key={person.id} person={person} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
