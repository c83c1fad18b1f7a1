import { useParams } from 'react-router';
import { PersonDetails } from '@web/features/people/components/person-details';
import { useTalkAbout } from '@web/features/people/hooks/use-talk-about';

/** /people/:ref, where ref is a numeric id or a name slug. */
export function PersonRoute() {
  const { ref = '' } = useParams();
  const talkAbout = useTalkAbout();
  return <PersonDetails key={ref} personRef={ref} onTalkAbout={talkAbout} />;
}
