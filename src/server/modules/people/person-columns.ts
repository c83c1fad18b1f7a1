import { getTableColumns } from 'drizzle-orm';
import type { Alias } from '@shared/schemas/people';
import { categories, people, users } from '../../model/schema';
import { aliasesOfPerson } from './aliases';

// A person's search words and change number are for search only: a page has no use for them.
const {
  searchWords: _searchWords,
  searchWordsVersion: _searchWordsVersion,
  searchChange: _searchChange,
  ...readColumns
} = getTableColumns(people);

/** What every read of a person selects (joined with their category and adder). */
export const personColumns = {
  person: readColumns,
  category: { id: categories.id, name: categories.name },
  addedByName: users.username,
  aliases: aliasesOfPerson,
};

export type PersonRow = {
  person: Omit<typeof people.$inferSelect, 'searchWords' | 'searchWordsVersion' | 'searchChange'>;
  category: { id: number; name: string } | null;
  addedByName: string | null;
  aliases: Alias[];
};
