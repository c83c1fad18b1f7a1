/*
 * The person page's forms for a member (another name, an official site), loaded as one chunk
 * when the first of them is needed: they share zod and the shared schemas, and a chunk of
 * their own for each would split those schemas into one more chunk every route names in the
 * home page's first script, whose budget (`npm run check:size`) has no room for it.
 */
export { AddAliasForm } from './add-alias-form';
export { SuggestOfficialSiteForm } from './suggest-official-site-form';
