import { SearchIcon, XIcon } from '@web/components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@shared/constants';
import { Input } from '@web/components/ui/input';
import { useDebouncedCallback } from '@web/hooks/use-debounced-callback';
import type { SearchSuggestions, SuggestionsHandle, SuggestionsPopup } from './search-suggestions';

interface SearchInputProps {
  /** The search text currently in the address. */
  value: string;
  /** Called 300 ms after the last keystroke with the trimmed text. */
  onSearch: (search: string) => void;
  /** The address without the search, which the clear button leads to. */
  clearHref: string;
}

/**
 * The search box (the `search` field of the directory's search form): typing is local, and
 * reported after SEARCH_DEBOUNCE_MS without typing. It is a combobox: people are suggested
 * under it as one types, by code loaded when the box is first focused, not with the page.
 */
export function SearchInput({ value, onSearch, clearHref }: SearchInputProps) {
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const listId = useId();
  const suggestionsRef = useRef<SuggestionsHandle>(null);
  const [Suggestions, setSuggestions] = useState<typeof SearchSuggestions>();
  const [focused, setFocused] = useState(false);
  const [popup, setPopup] = useState<SuggestionsPopup>({ expanded: false });
  const location = useLocation();
  const navigation = useNavigation();
  const report = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) onSearch(next.trim());
  }, SEARCH_DEBOUNCE_MS);

  const focus = () => {
    setFocused(true);
    if (!Suggestions) {
      void import('./search-suggestions').then((module) =>
        setSuggestions(() => module.SearchSuggestions),
      );
    }
  };

  // Text typed before the page's scripts ran is in the box but not in the address (React
  // hydrates the box without reading it): searched for as soon as they run, and suggested for
  // while the box still has the focus.
  useEffect(() => {
    if (document.activeElement === box.current) focus();
    const typed = box.current?.value ?? '';
    if (typed === text) return;
    setText(typed);
    if (typed.trim() !== value) onSearch(typed.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is hydrated
  }, []);

  // The address changed from elsewhere (back button, a link): show its text.
  if (value !== lastValue) {
    setLastValue(value);
    if (text.trim() !== value) setText(value);
  }

  // Another page is opening (a suggestion or a person card chosen just after typing) and
  // loads before it shows: a search reported meanwhile would navigate after it, and the
  // directory would take that page's place. A suggestion drops the pending search as it is
  // chosen (onOpen); a link elsewhere, once the router has rendered its navigation, which a
  // busy phone may take longer to do than the pause left.
  const leaving = navigation.location && navigation.location.pathname !== location.pathname;
  useEffect(() => {
    if (leaving) report.cancel();
  }, [leaving, report]);

  const change = (next: string) => {
    setText(next);
    report(next);
  };

  return (
    <div className="relative">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={box}
        type="search"
        name="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => change(event.target.value)}
        onFocus={focus}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => suggestionsRef.current?.keyDown(event)}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={popup.expanded}
        aria-controls={listId}
        aria-activedescendant={popup.activeId}
        placeholder="Search by name or profession"
        aria-label="Search by name or profession"
        className="h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <Link
          to={clearHref}
          replace
          preventScrollReset
          onClick={() => change('')}
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label="Clear search"
        >
          <XIcon className="size-4" />
        </Link>
      )}
      {Suggestions && (
        <Suggestions
          text={text}
          focused={focused}
          listId={listId}
          onPopupChange={setPopup}
          onOpen={report.cancel}
          ref={suggestionsRef}
        />
      )}
    </div>
  );
}
