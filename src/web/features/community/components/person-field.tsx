import { X } from 'lucide-react';
import { useId } from 'react';
import type { Comment } from '@shared/schemas/comments';
import { PersonAvatar } from '@web/components/person-avatar';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { fullName } from '../links';
import { PersonSearch } from './person-search';

type Person = Comment['person'];

/** The person a comment is about: a search until one is chosen, then their name with a way to change it. */
export function PersonField({
  person,
  onChange,
  error,
}: {
  person: Person | null;
  onChange: (person: Person | null) => void;
  error?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={person ? undefined : id}>Person</Label>
      {person ? (
        <div
          className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2"
          data-testid="selected-person"
        >
          <PersonAvatar
            person={{ ...person, profile_image_url: person.profileImageUrl }}
            size="sm"
            className="size-8 text-xs"
          />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{fullName(person)}</span>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onChange(null)}
            aria-label={`Choose someone other than ${fullName(person)}`}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <PersonSearch
          id={id}
          label="Search for a person to talk about"
          placeholder="Search for a person…"
          invalid={Boolean(error)}
          describedBy={error ? messageId : undefined}
          onSelect={(chosen) =>
            onChange({
              id: chosen.id,
              firstName: chosen.firstName,
              lastName: chosen.lastName,
              profileImageUrl: chosen.profileImageUrl,
            })
          }
        />
      )}
      {error && (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
