import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readDump } from '../../src/server/modules/wikidata/dump-lines';

const folder = mkdtempSync(path.join(tmpdir(), 'dump-lines-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Entities of every size: a few bytes, a few kilobytes, and longer than the reader's 1 MB chunks. */
const entities = Array.from({ length: 600 }, (_, index) =>
  JSON.stringify({
    type: 'item',
    id: `Q${index + 1}`,
    text: 'é€'.repeat(index % 100 === 7 ? 700_000 : (index * 37) % 3000),
  }),
);
const dumpText = `[\n${entities.join(',\n')}\n]\n`;

async function linesOf(file: string) {
  const reader = readDump(file);
  const lines: string[] = [];
  for await (const chunk of reader.lines) lines.push(...chunk.map((line) => line.toString('utf8')));
  reader.close();
  return lines;
}

describe('reading a dump line by line', () => {
  it('gives every entity whole, whatever chunks it spans, without brackets or commas', async () => {
    const file = path.join(folder, 'dump.json');
    writeFileSync(file, dumpText);
    expect(await linesOf(file)).toEqual(entities);
  });

  it('reads a gzip dump alike, with Windows line ends and no newline after the last bracket', async () => {
    const file = path.join(folder, 'dump.json.gz');
    writeFileSync(file, gzipSync(`[\r\n${entities.join(',\r\n')}\r\n]`));
    expect(await linesOf(file)).toEqual(entities);
  });
});
