import {
  type KeyboardEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedCallback } from '@web/hooks/use-debounced-callback';
import { ApiError } from '@web/lib/api/client';
import { paths } from '@web/paths';
import type { Suggestion } from '@shared/schemas/people';
import { useSuggestions } from '../api/get-suggestions';
import { SuggestionOption } from './suggestion-option';

/**
 * Suggestions are asked for this long after the last keystroke: a pause in typing, not every
 * key, so a person typing never spends their reads on words half typed.
 */
const SUGGESTIONS_DEBOUNCE_MS = 250;

/** What the search box says of its popup (aria-expanded, aria-activedescendant). */
export interface SuggestionsPopup {
  expanded: boolean;
  activeId?: string;
}

/** The keys of the search box, which the suggestions answer first. */
export interface SuggestionsHandle {
  keyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

interface SearchSuggestionsProps {
  /** The text in the search box. */
  text: string;
  /** Whether the search box has the focus: the list shows only then. */
  focused: boolean;
  /** The id of the listbox, which the search box controls. */
  listId: string;
  onPopupChange: (popup: SuggestionsPopup) => void;
  /** A person is chosen: called before their page starts opening. */
  onOpen: () => void;
  ref: Ref<SuggestionsHandle>;
}

/**
 * The people offered under the search box as one types (the listbox of its combobox):
 * arrows move through them, wrapping; Enter or a tap opens the highlighted person's page;
 * Escape closes the list. Enter with none highlighted is left to the search form.
 */
export function SearchSuggestions({
  text,
  focused,
  listId,
  onPopupChange,
  onOpen,
  ref,
}: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const typed = text.trim();
  const [search, setSearch] = useState(typed);
  const updateSearch = useDebouncedCallback(setSearch, SUGGESTIONS_DEBOUNCE_MS);
  useEffect(() => updateSearch(typed), [typed, updateSearch]);

  const { data, error } = useSuggestions(search);
  // Refused for asking too often: the box says so, and when to try again (the server's words).
  const refusal = error instanceof ApiError && error.status === 429 ? error.message : null;
  const suggestions = typed && search ? (data?.suggestions ?? []) : [];
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  // New text, or the focus back in the box: the list opens again, with nothing highlighted.
  const moment = `${focused} ${typed}`;
  const [lastMoment, setLastMoment] = useState(moment);
  if (moment !== lastMoment) {
    setLastMoment(moment);
    setActive(-1);
    setDismissed(false);
  }

  const expanded = focused && !dismissed && suggestions.length > 0;
  const highlighted = expanded ? suggestions[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = highlighted && optionId(active);

  useLayoutEffect(() => onPopupChange({ expanded, activeId }), [expanded, activeId, onPopupChange]);

  const open = (person: Suggestion) => {
    setDismissed(true);
    onOpen();
    void navigate(paths.person(person));
  };

  useImperativeHandle(ref, () => ({
    keyDown: (event) => {
      const count = suggestions.length;
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        const from = expanded ? active : -1;
        setDismissed(false);
        if (from < 0) setActive(down ? 0 : count - 1);
        else setActive((from + (down ? 1 : -1) + count) % count);
      } else if (event.key === 'Enter') {
        if (highlighted) {
          event.preventDefault();
          open(highlighted);
        } else setDismissed(true);
      } else if (event.key === 'Escape' && expanded) {
        // Only closes: the browser's own Escape (clearing the box) waits for a second one.
        event.preventDefault();
        setDismissed(true);
      }
    },
  }));

  return (
    <>
      {focused && typed && refusal && (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-md border bg-card p-2 text-sm shadow-lg"
        >
          Suggestions are paused. {refusal}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested people"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(26rem,60vh)] overflow-y-auto rounded-md border bg-card py-1 shadow-lg"
      >
        {suggestions.map((person, index) => (
          <SuggestionOption
            key={person.id}
            id={optionId(index)}
            person={person}
            selected={index === active}
            onChoose={() => open(person)}
          />
        ))}
      </ul>
    </>
  );
}
