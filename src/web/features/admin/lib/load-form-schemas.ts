import type * as formSchemas from './form-schemas';

/** The dashboard's form schemas (form-schemas.ts), as loaded once. */
export type FormSchemas = typeof formSchemas;

let loading: Promise<FormSchemas> | undefined;

/** Loads the form schemas on first call; every call answers the same promise (for React's `use`). */
export const loadFormSchemas = () => (loading ??= import('./form-schemas'));
