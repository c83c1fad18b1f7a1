import { LoaderCircle, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@shared/constants';
import { PersonAvatar } from '@web/components/person-avatar';
import { Input } from '@web/components/ui/input';
import { useDebouncedCallback } from '@web/hooks/use-debounced-callback';
import { cn } from '@web/lib/cn';
import {
  PERSON_SEARCH_LIMIT,
  PERSON_SEARCH_MIN_LENGTH,
  type PersonOption,
  usePersonSearch,
} from '../api/search-people';
import { fullName } from '../links';

interface PersonSearchProps {
  /** The accessible name of the box (and its placeholder unless one is given). */
  label: string;
  placeholder?: string;
  onSelect: (person: PersonOption) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

/**
 * A person picker: typing more than 2 characters searches people by name (after a short
 * pause) and offers at most 10; arrows and Enter, or a click, choose one.
 */
export function PersonSearch({
  label,
  placeholder,
  onSelect,
  id,
  invalid,
  describedBy,
  className,
}: PersonSearchProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const updateSearch = useDebouncedCallback((next: string) => setSearch(next), SEARCH_DEBOUNCE_MS);
  const searchable = search.length >= PERSON_SEARCH_MIN_LENGTH;
  const results = usePersonSearch(search);
  const people = searchable ? (results.data ?? []).slice(0, PERSON_SEARCH_LIMIT) : [];
  const typedEnough = text.trim().length >= PERSON_SEARCH_MIN_LENGTH;
  const expanded = open && typedEnough;
  const waiting = typedEnough && (search !== text.trim() || results.isFetching);

  const change = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(0);
    updateSearch(next.trim());
  };

  const choose = (person: PersonOption) => {
    onSelect(person);
    setText('');
    setSearch('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'ArrowDown' && people.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % people.length);
    } else if (event.key === 'ArrowUp' && people.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + people.length) % people.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const person = people[active];
      if (person && !waiting) choose(person);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder ?? label}
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && people[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={cn(
          'pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden',
          invalid && 'border-destructive',
        )}
      />
      {waiting && (
        <LoaderCircle
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden="true"
        />
      )}
      {expanded && (
        <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-md border bg-card shadow-lg">
          <ul
            id={listId}
            role="listbox"
            aria-label={`${label}: results`}
            className="max-h-80 overflow-y-auto py-1"
          >
            {people.map((person, index) => (
              <li
                key={person.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(person)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
                  index === active && 'bg-muted',
                )}
              >
                <span aria-hidden="true">
                  <PersonAvatar
                    person={{ ...person, profile_image_url: person.profileImageUrl }}
                    size="sm"
                    className="size-8 text-xs"
                  />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{fullName(person)}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {person.profession}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {people.length === 0 && (
            <p className="px-3 py-3 text-sm text-muted-foreground" role="status">
              {waiting ? 'Searching…' : results.isError ? 'Search failed' : 'No people found'}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
