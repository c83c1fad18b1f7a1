import { Link } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { useNow } from '@web/lib/page-context';
import { paths } from '@web/paths';

const LINKS = [
  { to: paths.check, label: 'Is this account real?' },
  { to: paths.apiDocs, label: 'API' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.contact, label: 'Contact' },
];

export function Footer() {
  const year = useNow().getUTCFullYear();
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 sm:flex-row sm:px-6 lg:px-8">
        <p className="text-sm text-muted-foreground">
          © {year} {PRODUCT_NAME}. Community-verified social media accounts.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-6 gap-y-2">
          {LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="text-sm text-muted-foreground hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
