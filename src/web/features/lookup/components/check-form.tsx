import { useId, useState, type FormEvent } from 'react';
import { KNOWN_PLATFORMS } from '@shared/platforms';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { LookupRequest } from '../api/look-up-account';

/** A handle needs its platform; an address names its own ("@name", "name", not "x.com/name"). */
const needsPlatform = (text: string) => {
  const value = text.trim();
  return value !== '' && !value.includes('/') && (value.startsWith('@') || !value.includes('.'));
};

/** One box for a profile address or @handle, and a platform choice when a bare handle is given. */
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
  const showPlatform = needsPlatform(url);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) onCheck({ url: url.trim(), platform: showPlatform ? platform : '' });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" role="search">
      <Label htmlFor={addressId}>Paste a profile address or @handle</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={addressId}
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
        <Button type="submit" disabled={!url.trim()} className="h-10">
          Check
        </Button>
      </div>
    </form>
  );
}
