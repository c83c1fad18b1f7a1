import { LogIn, Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { refusalOf } from '@shared/permissions';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useSignInPath } from '@web/hooks/use-sign-in-path';
import type { StoredUser } from '@web/lib/session-storage';

// The form's code (react-hook-form, the anchor schema) loads when a member opens it.
const SuggestOfficialSiteForm = lazy(async () => ({
  default: (await import('./member-forms')).SuggestOfficialSiteForm,
}));

interface SuggestOfficialSiteProps {
  person: { id: number; name: string };
  /** The signed-in reader, or null for a visitor. */
  user: StoredUser | null;
}

/**
 * What a reader may do about the person's official sites: suggest one (a member, behind a
 * button that opens the form), confirm their e-mail first, or sign in.
 */
export function SuggestOfficialSite({ person, user }: SuggestOfficialSiteProps) {
  const signInPath = useSignInPath();
  const [open, setOpen] = useState(false);
  // Closing the form gives the focus back to the button that opened it.
  const closed = useRef(false);
  if (!user) {
    return (
      <Link
        to={signInPath}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <LogIn className="size-4" aria-hidden="true" />
        Log in to suggest an official site
      </Link>
    );
  }
  if (refusalOf(user, 'suggest:official-site') === 'verify-email') {
    return (
      <p className="text-sm text-muted-foreground">
        Verify your e-mail address to suggest an official site.
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        ref={(button) => {
          if (button && closed.current) button.focus();
          closed.current = false;
        }}
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => setOpen(true)}
      >
        <Plus className="size-4" aria-hidden="true" />
        Suggest an official site
      </Button>
    );
  }
  // The form takes the button's place, its first field focused.
  return (
    <Suspense fallback={<Spinner label="Loading the form" className="py-4" />}>
      <SuggestOfficialSiteForm
        personId={person.id}
        name={person.name}
        onClose={() => {
          closed.current = true;
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
