// Types of scripts/check-bundle-size.mjs, for its unit test.
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Measurement {
  sizes: { file: string; bytes: number }[];
  total: number;
  budget: number;
  ok: boolean;
}
export const BUDGET_BYTES: number;
export const HOME_ROUTE: string;
export function initialFiles(manifest: Manifest, startKeys?: string[]): string[];
export function entryKeys(manifest: Manifest): string[];
export function measure(
  files: string[],
  sizeOf: (file: string) => number,
  budget?: number,
): Measurement;
export function formatReport(measurement: Measurement): string;
