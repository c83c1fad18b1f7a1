import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/paths';
import { WikidataMatches } from '../../wikidata/components/wikidata-matches';
import { PeopleList } from './people-list';

/**
 * Famous People: the people with their accounts, and the Wikidata humans the import found
 * named like a person without an item, for an admin to link or dismiss.
 */
export function PeopleTab() {
  return (
    <section aria-labelledby="people-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="people-heading" className="text-xl font-semibold tracking-tight">
          Famous People
        </h2>
        <Button asChild>
          <Link to={paths.add}>
            <Plus className="size-4" aria-hidden="true" />
            Add person
          </Link>
        </Button>
      </div>
      <Tabs defaultValue="people">
        <TabsList className="sm:w-fit" aria-label="People sections">
          <TabsTrigger value="people">People</TabsTrigger>
          <TabsTrigger value="wikidata">Wikidata matches</TabsTrigger>
        </TabsList>
        <TabsContent value="people" className="mt-4">
          <PeopleList />
        </TabsContent>
        <TabsContent value="wikidata" className="mt-4">
          <WikidataMatches />
        </TabsContent>
      </Tabs>
    </section>
  );
}
