/*
 * The shared schemas of the dashboard's forms that send a reason or an official site, in one
 * module the dashboard loads when the first such form opens (lib/load-form-schemas.ts). Imported
 * with the dashboard, the trust, proof and anchor schemas would be chunks every route names in
 * the home page's first script, whose budget (`npm run check:size`) has no room for them.
 */
export { anchorInputSchema } from '@shared/schemas/anchors';
export { moderateAccountSchema } from '@shared/schemas/proof-queue';
export { rejectAsFakeSchema } from '@shared/schemas/trust';
