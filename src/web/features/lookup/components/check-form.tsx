import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { KNOWN_PLATFORMS } from '@shared/platforms';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { paths } from '@web/paths';
import type { LookupRequest } from '../api/look-up-account';

/** The names of the form's fields: the address of its answer (`/check?address=…&platform=…`). */
export const CHECK_FIELDS = { address: 'address', platform: 'platform' } as const;

/** A handle needs its platform; an address names its own ("@name", "name", not "x.com/name"). */
const needsPlatform = (text: string) => {
  const value = text.trim();
  return value !== '' && !value.includes('/') && (value.startsWith('@') || !value.includes('.'));
};

/**
 * One box for a profile address or @handle, and a platform choice when a bare handle is
 * given. It is a GET form to /check, which the server answers with the answer drawn: pasted
 * and sent before the page's scripts run, it still gets one. Hydrated, it checks within the
 * page, keeping what was typed before.
 */
export function CheckForm({
  initial,
  onCheck,
}: {
  initial: LookupRequest;
  onCheck: (request: LookupRequest) => void;
}) {
  const [url, setUrl] = useState(initial.url);
  const [platform, setPlatform] = useState(initial.platform);
  const addressId = useId();
  const platformId = useId();
  const box = useRef<HTMLInputElement>(null);
  const showPlatform = needsPlatform(url);

  // React hydrates the box without reading it: what was typed or pasted before is kept.
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== url) setUrl(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is hydrated
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) onCheck({ url: url.trim(), platform: showPlatform ? platform : '' });
  };

  return (
    <form
      method="get"
      action={paths.check}
      onSubmit={submit}
      className="flex flex-col gap-3"
      role="search"
    >
      <Label htmlFor={addressId}>Paste a profile address or @handle</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={box}
          id={addressId}
          name={CHECK_FIELDS.address}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://x.com/name or @name"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          className="sm:flex-1"
        />
        {showPlatform && (
          <select
            id={platformId}
            name={CHECK_FIELDS.platform}
            aria-label="Platform"
            value={platform}
            onChange={(event) => setPlatform(event.target.value)}
            className="h-10 rounded-md border border-input bg-card px-3 text-base shadow-xs sm:w-44 sm:text-sm"
          >
            <option value="">Platform…</option>
            {KNOWN_PLATFORMS.filter(({ name }) => name !== 'Website').map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
        {/* Never disabled: a disabled default button stops Enter before the scripts run. */}
        <Button type="submit" className="h-10">
          Check
        </Button>
      </div>
    </form>
  );
}
