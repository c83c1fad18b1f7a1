import { ShieldCheckIcon } from '@web/components/icons';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { paths } from '@web/paths';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-md font-bold tracking-tight"
      aria-label={`${PRODUCT_NAME} home`}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <ShieldCheckIcon className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">
        Verified<span className="text-primary">Voices</span>
      </span>
    </Link>
  );
}
