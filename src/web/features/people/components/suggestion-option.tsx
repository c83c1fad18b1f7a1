import { PersonAvatar } from '@web/components/person-avatar';
import { cn } from '@web/lib/cn';
import { fullName } from '../accounts';
import type { Suggestion } from '@shared/schemas/people';
import { MatchedBy } from './matched-by';

interface SuggestionOptionProps {
  id: string;
  person: Suggestion;
  /** Highlighted by the arrow keys. */
  selected: boolean;
  onChoose: () => void;
}

/** One person in the suggestions: picture, name, category and profession, and why they matched. */
export function SuggestionOption({ id, person, selected, onChoose }: SuggestionOptionProps) {
  const details = [person.category?.name, person.profession].filter(Boolean).join(' · ');
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      // The box keeps the focus (a blur would close the list before the click lands).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted',
        selected && 'bg-accent hover:bg-accent',
      )}
    >
      <span aria-hidden="true">
        <PersonAvatar person={person} size="sm" className="size-9 text-xs" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{fullName(person)}</span>
        {details && <span className="block truncate text-xs text-muted-foreground">{details}</span>}
        <MatchedBy matchedBy={person.matchedBy} />
      </span>
    </li>
  );
}
