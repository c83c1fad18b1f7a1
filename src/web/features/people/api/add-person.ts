import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicatePersonSchema, type NewPersonInput, type Person } from '@shared/schemas/people';
import { api, ApiError } from '@web/lib/api/client';
import { peopleQueryKeys } from './get-people';
import { personQueryOptions } from './get-person';

export const addPerson = (input: NewPersonInput) => api.post<Person>('/api/people', input);

/** The person a 409 answer says already has the name, or null for any other failure. */
export function existingPersonOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = duplicatePersonSchema.safeParse(error.data);
  return parsed.success ? parsed.data.existingPerson : null;
}

/** Adds a person; the new person is cached for their page and the lists are refreshed. */
export function useAddPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPerson,
    onSuccess: (person) => {
      // The create answer carries no official sites nor pending count: a new person has none.
      queryClient.setQueryData(personQueryOptions(String(person.id)).queryKey, {
        ...person,
        anchors: [],
        pendingAccountCount: 0,
      });
      void queryClient.invalidateQueries({ queryKey: peopleQueryKeys.lists() });
    },
  });
}
