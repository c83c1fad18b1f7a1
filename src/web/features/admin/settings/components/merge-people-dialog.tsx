import { Merge } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { AdminPerson } from '@shared/schemas/admin';
import {
  MERGE_INVALID_IDS,
  MERGE_KEEP_REQUIRED,
  MERGE_SAME_PERSON,
} from '@shared/schemas/admin-system';
import { matchesSearchText } from '@shared/search-text';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { LoadError } from '@web/components/load-error';
import { SearchField } from '../../components/search-field';
import { notify } from '../../lib/notify';
import { useMergeCandidates } from '../api/get-merge-candidates';
import { useMergePeople } from '../api/merge-people';
import { fullName, MergeCandidateList, type MergeSlot } from './merge-candidate-list';
import { MergeKeepChoice } from './merge-keep-choice';

/** The checks of the specification, in its order, before anything is sent. */
function mergeProblem(
  chosen: Partial<Record<MergeSlot, AdminPerson>>,
  keep: MergeSlot | undefined,
): string | undefined {
  if (!keep) return MERGE_KEEP_REQUIRED;
  const keepId = chosen[keep]?.id;
  const removeId = chosen[keep === 'a' ? 'b' : 'a']?.id;
  if (!Number.isInteger(keepId) || !Number.isInteger(removeId)) return MERGE_INVALID_IDS;
  if (keepId === removeId) return MERGE_SAME_PERSON;
  return undefined;
}

/** Merge duplicate people: pick person A and person B among up to 1000, then the one to keep. */
export function MergePeopleDialog() {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Partial<Record<MergeSlot, AdminPerson>>>({});
  const [keep, setKeep] = useState<MergeSlot>();
  const [problem, setProblem] = useState<string>();
  const candidates = useMergeCandidates(open);
  const merge = useMergePeople();

  const people = useMemo(() => {
    return (candidates.data?.people ?? [])
      .filter((person) => !person.is_deleted)
      .filter((person) =>
        matchesSearchText(search, fullName(person), person.profession, String(person.id)),
      )
      .sort((x, y) => `${x.lastName} ${x.firstName}`.localeCompare(`${y.lastName} ${y.firstName}`));
  }, [candidates.data, search]);

  const reset = () => {
    setChosen({});
    setKeep(undefined);
    setProblem(undefined);
    setSearch('');
  };

  const submit = () => {
    const found = mergeProblem(chosen, keep);
    setProblem(found);
    if (found || !keep) return;
    const kept = chosen[keep]!;
    const removed = chosen[keep === 'a' ? 'b' : 'a']!;
    merge.mutate(
      { keepPersonId: String(kept.id), removePersonId: String(removed.id) },
      {
        onSuccess: () => {
          notify.success('People merged successfully');
          reset();
          setOpen(false);
        },
        onError: (error) => {
          setProblem(errorMessage(error, 'An error occurred while merging the people'));
          toast.error('Failed to people merge', {
            description:
              error instanceof ApiError
                ? `Server error: ${error.status}`
                : 'An error occurred while merging the people',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-fit">
          <Merge className="size-4" aria-hidden="true" />
          Merge duplicate people
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Merge duplicate people</DialogTitle>
          <DialogDescription>
            Choose person A and person B, then the one to keep. The other one&apos;s social
            accounts, votes, ratings, reviews and comments move to it, and it is removed.
          </DialogDescription>
        </DialogHeader>
        <SearchField
          label="Filter people"
          placeholder="Name, profession or ID"
          value={search}
          onChange={setSearch}
        />
        {candidates.isPending ? (
          <Spinner className="py-8" label="Loading people" />
        ) : candidates.isError ? (
          <LoadError
            title="Failed to load people"
            message={errorMessage(candidates.error, '')}
            onRetry={() => void candidates.refetch()}
            retrying={candidates.isFetching}
          />
        ) : (
          <MergeCandidateList
            people={people}
            chosen={chosen}
            onChoose={(slot, person) => {
              setChosen((current) => ({ ...current, [slot]: person }));
              setProblem(undefined);
            }}
          />
        )}
        <MergeKeepChoice chosen={chosen} keep={keep} onKeep={setKeep} />
        {problem && (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={merge.isPending}>
            {merge.isPending ? 'Merging…' : 'Merge people'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
