import { explainCall, openRecordingDatabase } from './bench/explain';
import { listPeople } from './src/server/modules/people/service';
const database = await openRecordingDatabase({ url: 'postgres://postgres@127.0.0.1:5432/bench1m' });
const call = await explainCall(database, 'x', (db) => listPeople(db, { search: process.argv[2], page: 1, limit: 20, verification: 'all' } as never));
for (const plan of call.plans) console.log(plan.plan.split('\n').filter((l) => /actual time/.test(l) || /Cond|Filter/.test(l)).map((l) => l.slice(0, 220)).join('\n'), '\n----');
await database.close();
