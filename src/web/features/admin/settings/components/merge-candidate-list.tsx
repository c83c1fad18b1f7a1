import { countOf } from '@shared/plural';
import type { AdminPerson } from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

export type MergeSlot = 'a' | 'b';

interface MergeCandidateListProps {
  people: AdminPerson[];
  chosen: Partial<Record<MergeSlot, AdminPerson>>;
  onChoose: (slot: MergeSlot, person: AdminPerson) => void;
}

export const fullName = (person: AdminPerson) => `${person.firstName} ${person.lastName}`;

/** The people the merge tool offers, each with buttons to make it person A or person B. */
export function MergeCandidateList({ people, chosen, onChoose }: MergeCandidateListProps) {
  if (people.length === 0) {
    return (
      <p className="rounded-md border py-8 text-center text-sm text-muted-foreground">
        No duplicate people found.
      </p>
    );
  }
  return (
    <ul
      className="max-h-72 divide-y overflow-y-auto rounded-md border"
      aria-label="People to merge"
    >
      {people.map((person) => {
        const name = fullName(person);
        const isA = chosen.a?.id === person.id;
        const isB = chosen.b?.id === person.id;
        return (
          <li
            key={person.id}
            className={cn('flex items-center gap-3 px-3 py-2', (isA || isB) && 'bg-accent/60')}
            data-testid="merge-candidate"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{name}</p>
              <p className="truncate text-xs text-muted-foreground">
                ID {person.id} · {person.profession} ·{' '}
                {countOf(person.socialAccounts.length, 'account')}
              </p>
            </div>
            {(['a', 'b'] as const).map((slot) => {
              const active = slot === 'a' ? isA : isB;
              return (
                <Button
                  key={slot}
                  size="sm"
                  variant={active ? 'default' : 'outline'}
                  aria-pressed={active}
                  aria-label={`Choose ${name} as person ${slot.toUpperCase()}`}
                  onClick={() => onChoose(slot, person)}
                >
                  {slot.toUpperCase()}
                </Button>
              );
            })}
          </li>
        );
      })}
    </ul>
  );
}
