/**
 * Where the app's CPU time goes: a summary of a V8 .cpuprofile (what `node --cpu-prof`
 * writes) by function and by package or area, as a share of busy time and as µs per request.
 */
import { markdownTable } from './report';

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 writes them. */
  lineNumber: number;
  columnNumber?: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** µs on the monotonic clock. */
  startTime: number;
  endTime: number;
  /** The node each sample landed in. */
  samples?: number[];
  /** µs from the previous sample (the first from startTime). */
  timeDeltas?: number[];
}

export interface ProfileRow {
  name: string;
  micros: number;
  /** Share of busy time (0.25 = 25 %). */
  share: number;
  microsPerRequest: number;
}

export interface ProfileSummary {
  busyMicros: number;
  requests: number;
  functions: ProfileRow[];
  areas: ProfileRow[];
}

/** V8's pseudo-frames that are not JavaScript the app runs. */
const IDLE = '(idle)';
const ROOT = '(root)';
const TOP_FUNCTIONS = 25;

/**
 * Where a script lives: for node_modules the package and the file in it (`zod/v4/core.js`;
 * the package alone with `packageOnly`), the repository path for our code.
 */
export function placeOf(url: string, root: string, packageOnly = false): string {
  if (url.startsWith('node:')) return url;
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const inside = path.slice(modules + '/node_modules/'.length).split('/');
    const nameParts = inside[0]!.startsWith('@') ? 2 : 1;
    return (packageOnly ? inside.slice(0, nameParts) : inside).join('/');
  }
  const base = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(base) ? path.slice(base.length) : path;
}

function areaOf(frame: CallFrame, root: string): string {
  if (frame.functionName === '(garbage collector)') return 'GC';
  if (frame.functionName === '(program)') return 'V8 and native code (program)';
  if (!frame.url) return 'V8 built-ins and native bindings';
  if (frame.url.startsWith('node:')) return 'node internals';
  if (frame.url.includes('/node_modules/')) return placeOf(frame.url, root, true);
  const place = placeOf(frame.url, root);
  // Our code by its folder (a module of the server, the shared code, …).
  return place.split('/').slice(0, -1).join('/') || place;
}

function functionOf(frame: CallFrame, root: string): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  return `${name} ${placeOf(frame.url, root)}:${frame.lineNumber + 1}`;
}

/**
 * How long each node ran itself: each sample lasts until the next (the last until endTime),
 * as DevTools counts it. Samples before `from` or after `to` (µs on the profile's clock) are
 * left out, so start-up and shutdown need not count. Without samples, hit counts share the
 * profile's time evenly.
 */
function selfMicros(profile: CpuProfile, from = -Infinity, to = Infinity): Map<number, number> {
  const self = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  if (samples && timeDeltas && samples.length === timeDeltas.length) {
    let at = profile.startTime;
    for (let index = 0; index < samples.length; index += 1) {
      at += timeDeltas[index]!;
      const next = index + 1 < samples.length ? at + timeDeltas[index + 1]! : profile.endTime;
      if (at < from || at > to) continue;
      self.set(samples[index]!, (self.get(samples[index]!) ?? 0) + Math.max(0, next - at));
    }
    return self;
  }
  const hits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const each = hits ? (profile.endTime - profile.startTime) / hits : 0;
  for (const node of profile.nodes) self.set(node.id, (node.hitCount ?? 0) * each);
  return self;
}

function rows(totals: Map<string, number>, busy: number, requests: number): ProfileRow[] {
  return [...totals]
    .map(([name, micros]) => ({
      name,
      micros,
      share: busy ? micros / busy : 0,
      microsPerRequest: requests ? micros / requests : 0,
    }))
    .sort((a, b) => b.micros - a.micros || a.name.localeCompare(b.name));
}

/**
 * Self time by function (top 25) and by package or area, of the time the process was busy
 * (idle left out), per request served while profiled. `root` is the repository's folder.
 */
export function summariseProfile(
  profile: CpuProfile,
  { requests, root, from, to }: { requests: number; root: string; from?: number; to?: number },
): ProfileSummary {
  const self = selfMicros(profile, from, to);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const micros = self.get(node.id) ?? 0;
    const { functionName } = node.callFrame;
    if (micros === 0 || functionName === IDLE || functionName === ROOT) continue;
    busy += micros;
    const name = functionOf(node.callFrame, root);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const area = areaOf(node.callFrame, root);
    byArea.set(area, (byArea.get(area) ?? 0) + micros);
  }
  return {
    busyMicros: busy,
    requests,
    functions: rows(byFunction, busy, requests).slice(0, TOP_FUNCTIONS),
    areas: rows(byArea, busy, requests),
  };
}

function table(title: string, entries: ProfileRow[]): string {
  return markdownTable(
    [title, '% of busy', 'µs per request'],
    entries.map((row) => [
      row.name,
      `${(row.share * 100).toFixed(1)} %`,
      row.microsPerRequest.toFixed(1),
    ]),
  );
}

export function profileTables(summary: ProfileSummary): string {
  return [
    `Busy ${(summary.busyMicros / 1e6).toFixed(1)} s of CPU for ${summary.requests} requests: ${summary.requests ? (summary.busyMicros / summary.requests).toFixed(0) : '–'} µs per request.`,
    '',
    table('self time by function', summary.functions),
    '',
    table('self time by package or area', summary.areas),
  ].join('\n');
}
