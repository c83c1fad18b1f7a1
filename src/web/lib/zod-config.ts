/**
 * Zod compiles its object checks with `new Function` when it may, and finds out by trying:
 * under this site's Content-Security-Policy (no 'unsafe-eval') the try is refused and shows
 * as a policy violation. `jitless` makes it interpret them instead, without trying. Zod reads
 * its settings from this global (shared by every copy of it), so they are set here, before
 * it loads, without putting zod itself into the first script the home page needs.
 */
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
