import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Person } from '@shared/schemas/people';
import { PersonAvatar } from '@web/components/person-avatar';
import { RatingSummary } from '@web/components/rating-summary';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { fullName, talkAboutPath } from '../accounts';
import { CategoryBadges } from './category-badges';
import { PersonAliases } from './person-aliases';
import { WikidataItem } from './wikidata-links';

/**
 * The top of the person page: photo, name, category, profession, other names (aliases), their
 * Wikidata item, ratings, the 'Talk about' action and any `actions` the page composes in beside
 * it (Watch).
 */
export function PersonHeader({ person, actions }: { person: Person; actions?: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div
        className="h-20 bg-gradient-to-r from-primary/15 via-accent to-primary/5 sm:h-24"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-center sm:px-8">
        <PersonAvatar person={person} size="lg" className="-mt-12 ring-4 ring-card sm:-mt-14" />
        <div className="min-w-0 flex-1 sm:pt-4">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {fullName(person)}
          </h1>
          {person.profession && <p className="mt-1 text-muted-foreground">{person.profession}</p>}
          <CategoryBadges person={person} className="mt-3" />
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:self-center">
          {actions}
          <Button asChild>
            <Link to={talkAboutPath(person)}>
              <MessageSquare className="size-4" aria-hidden="true" />
              Talk about {person.firstName}
            </Link>
          </Button>
        </div>
      </div>
      <PersonAliases person={person} />
      <WikidataItem person={person} />
      <div className="border-t bg-muted/30 px-5 py-4 sm:px-8">
        <h2 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Average rating
        </h2>
        <RatingSummary overall={person.avgRating} recent={person.avgRating30} size="md" />
      </div>
    </Card>
  );
}
