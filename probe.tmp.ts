import { openDatabase } from '/work/main/src/server/db/client';
import { listPeople } from '/work/main/src/server/modules/people/service';
const handle = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/bench1m', onQuery: (q: string) => { count++; marks.push([performance.now(), q.slice(0, 40)]); } } as never);
let count = 0;
let marks: [number, string][] = [];
const db = handle.db;
const queries = process.argv.slice(2);
for (const round of [1, 2]) for (const q of queries) {
  count = 0; marks = [];
  const t = performance.now();
  const page = await listPeople(db, { search: q, page: 1, limit: 20, verification: 'all' } as never);
  if (round === 2) console.log(JSON.stringify(q).padEnd(22), (performance.now() - t).toFixed(1).padStart(7), 'ms', count, 'stmts', page.total, page.totalIsEstimate, marks.map(([at, q], i) => `${((marks[i + 1]?.[0] ?? performance.now()) - at).toFixed(1)}:${q.slice(0, 25)}`).join(' | '));
}
await handle.close();
