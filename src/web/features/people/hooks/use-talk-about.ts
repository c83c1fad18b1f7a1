import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Person } from '@shared/schemas/people';
import { paths } from '@web/paths';
import { fullName } from '../accounts';

/** 'Talk about {first name}': opens the community feed filtered on the person, scrolled to the top. */
export function useTalkAbout() {
  const navigate = useNavigate();
  return useCallback(
    (person: Pick<Person, 'id' | 'firstName' | 'lastName'>) => {
      void navigate(paths.communityAbout({ id: person.id, fullName: fullName(person) }));
      window.scrollTo({ top: 0, behavior: 'instant' });
    },
    [navigate],
  );
}
