import { RATING_MAX, RATING_MIN } from '@shared/constants';
import type { Category } from '@shared/schemas/catalog';
import type { VerificationFilter } from '@shared/schemas/people';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import type { PeopleCriteria } from '../api/get-people';

const ALL = 'all';
const RATING_OPTIONS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

interface PeopleFiltersProps {
  criteria: PeopleCriteria;
  categories: Category[];
  onChange: (
    change: Partial<Pick<PeopleCriteria, 'verification' | 'minRating' | 'category'>>,
  ) => void;
}

/** Account status, minimum rating and category filters of the directory. */
export function PeopleFilters({ criteria, categories, onChange }: PeopleFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted-foreground">Account status</span>
        <Select
          value={criteria.verification}
          onValueChange={(value) => onChange({ verification: value as VerificationFilter })}
        >
          <SelectTrigger aria-label="Account status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All accounts</SelectItem>
            <SelectItem value="verified">Verified</SelectItem>
            <SelectItem value="pending">Pending verification</SelectItem>
          </SelectContent>
        </Select>
      </label>

      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted-foreground">Minimum rating</span>
        <Select
          value={criteria.minRating === null ? ALL : String(criteria.minRating)}
          onValueChange={(value) => onChange({ minRating: value === ALL ? null : Number(value) })}
        >
          <SelectTrigger aria-label="Minimum rating">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Any rating</SelectItem>
            {RATING_OPTIONS.map((stars) => (
              <SelectItem key={stars} value={String(stars)}>
                {stars === RATING_MAX
                  ? `${stars} stars`
                  : `${stars}+ star${stars === 1 ? '' : 's'}`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </label>

      <label className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <span className="text-xs font-medium text-muted-foreground">Category</span>
        <Select
          value={criteria.category === null ? ALL : String(criteria.category)}
          onValueChange={(value) => onChange({ category: value === ALL ? null : Number(value) })}
        >
          <SelectTrigger aria-label="Category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All categories</SelectItem>
            {categories.map((category) => (
              <SelectItem key={category.id} value={String(category.id)}>
                {category.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </label>
    </div>
  );
}
