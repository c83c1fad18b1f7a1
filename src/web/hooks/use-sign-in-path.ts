import { useLocation } from 'react-router';
import { paths } from '@web/paths';

/** The sign-in address that brings the visitor back to the page they are on. */
export function useSignInPath(): string {
  const { pathname, search, hash } = useLocation();
  return paths.signInReturningTo(`${pathname}${search}${hash}`);
}
