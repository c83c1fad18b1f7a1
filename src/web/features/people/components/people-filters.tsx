import { RATING_MAX, RATING_MIN } from '@shared/constants';
import type { Category } from '@shared/schemas/catalog';
import type { VerificationFilter } from '@shared/schemas/people';
import { type LinkMenuChoice, LinkMenu } from '@web/components/ui/link-menu';
import type { PeopleCriteria } from '../api/get-people';
import type { CriteriaChange } from '../hooks/use-people-criteria';

const VERIFICATION_CHOICES: { value: VerificationFilter; label: string }[] = [
  { value: 'all', label: 'All accounts' },
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending verification' },
];

const RATING_CHOICES = [
  { value: null, label: 'Any rating' },
  ...Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => {
    const stars = RATING_MIN + index;
    const label =
      stars === RATING_MAX ? `${stars} stars` : `${stars}+ star${stars === 1 ? '' : 's'}`;
    return { value: stars, label };
  }),
];

interface PeopleFiltersProps {
  criteria: PeopleCriteria;
  categories: Category[];
  /** The address of the directory with this change (and page 1). */
  filterHref: (change: CriteriaChange) => string;
}

/**
 * Account status, minimum rating and category filters of the directory, each a menu of
 * links: a choice is an address, so it works before the page's scripts have run.
 */
export function PeopleFilters({ criteria, categories, filterHref }: PeopleFiltersProps) {
  const menu = <Value,>(
    key: 'verification' | 'minRating' | 'category',
    options: { value: Value; label: string }[],
  ) => {
    const choices: LinkMenuChoice[] = options.map(({ value, label }) => ({
      label,
      href: filterHref({ [key]: value }),
    }));
    const current = options.findIndex(({ value }) => value === criteria[key]);
    return { choices, current: choices[Math.max(current, 0)]! };
  };

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <LinkMenu
        label="Account status"
        group="people-filters"
        {...menu('verification', VERIFICATION_CHOICES)}
      />
      <LinkMenu
        label="Minimum rating"
        group="people-filters"
        {...menu('minRating', RATING_CHOICES)}
      />
      <LinkMenu
        label="Category"
        group="people-filters"
        className="col-span-2 sm:col-span-1"
        {...menu('category', [
          { value: null, label: 'All categories' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ])}
      />
    </div>
  );
}
