import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlatformIcon } from '@web/components/platform-icon';
import { paths } from '@web/paths';

interface AccountIdentityProps {
  platform: string;
  handle: string;
  person: { name: string; slug: string };
  /** A line under the person's name. */
  children?: ReactNode;
}

/** Whose account it is, as the trust queues show it: the platform, the handle, the person. */
export function AccountIdentity({ platform, handle, person, children }: AccountIdentityProps) {
  return (
    <>
      <PlatformIcon platform={{ name: platform }} className="size-5" />
      <div className="min-w-0 flex-1 basis-48 text-sm">
        <p className="font-medium break-all">
          {handle} <span className="font-normal text-muted-foreground">on {platform}</span>
        </p>
        <Link to={paths.personBySlug(person.slug)} className="hover:underline">
          {person.name}
        </Link>
        {children}
      </div>
    </>
  );
}
