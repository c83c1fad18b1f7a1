import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Person } from '@shared/schemas/people';
import { MessageSquareIcon, UserRoundIcon } from '@web/components/icons';
import { PersonAvatar } from '@web/components/person-avatar';
import { RatingSummary } from '@web/components/rating-summary';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/paths';
import { fullName, talkAboutPath, visibleAccounts } from '../accounts';
import { AccountTile } from './account-tile';
import { CategoryBadges } from './category-badges';
import { MatchedBy } from './matched-by';

interface PersonCardProps {
  person: Person;
  /** The minimum rating filter in force, if any: its badge is shown above the accounts. */
  minRating: number | null;
}

/** A person in the directory grid; clicking anywhere but a control opens the person page. */
export function PersonCard({ person, minRating }: PersonCardProps) {
  const navigate = useNavigate();
  const name = fullName(person);
  const href = paths.person(person);
  const accounts = visibleAccounts(person);

  const openPerson = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, [tabindex], input, select, [role="dialog"]')) return;
    void navigate(href);
  };

  return (
    <Card
      className="flex cursor-pointer flex-col transition-shadow hover:border-primary/30 hover:shadow-md"
      onClick={openPerson}
      data-testid="person-card"
    >
      <div className="flex items-start gap-4 p-5 pb-4">
        <PersonAvatar person={person} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg leading-tight font-semibold">
            <Link to={href} className="hover:text-primary focus-visible:text-primary">
              {name}
            </Link>
          </h2>
          {person.profession && (
            <p className="mt-0.5 truncate text-sm text-muted-foreground">{person.profession}</p>
          )}
          <MatchedBy matchedBy={person.matchedBy} className="mt-0.5" />
          <CategoryBadges person={person} className="mt-2" />
        </div>
      </div>

      <RatingSummary
        overall={person.avgRating}
        recent={person.avgRating30}
        size="sm"
        className="px-5 pb-4"
      />

      <div className="flex-1 border-t px-5 py-4">
        {minRating !== null && (
          <Badge variant="accent" className="mb-3">
            Showing {minRating}+ star accounts only
          </Badge>
        )}
        {accounts.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label={`Accounts of ${name}`}>
            {accounts.map((account) => (
              <AccountTile key={account.id} account={account} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No accounts listed yet.</p>
        )}
      </div>

      <div className="flex flex-wrap gap-2 border-t p-4">
        <Button asChild variant="outline" size="sm" className="flex-auto">
          <Link to={href}>
            <UserRoundIcon className="size-4" />
            View Profile
          </Link>
        </Button>
        <Button asChild variant="soft" size="sm" className="max-w-full min-w-0 flex-auto">
          <Link to={talkAboutPath(person)}>
            <MessageSquareIcon className="size-4" />
            <span className="truncate">Talk about {person.firstName}</span>
          </Link>
        </Button>
      </div>
    </Card>
  );
}
