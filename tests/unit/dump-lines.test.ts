import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { type OverlongLine, readDump } from '../../src/server/modules/wikidata';

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

/** Each line as text, or as `too long` with what it says of itself; and each line's number. */
async function linesOf(file: string, maxLineBytes?: number) {
  const reader = readDump(file, maxLineBytes);
  const lines: string[] = [];
  const numbers: number[] = [];
  for await (const chunk of reader.lines) {
    for (const line of chunk.lines) {
      lines.push(
        Buffer.isBuffer(line)
          ? line.toString('utf8')
          : `too long: ${line.bytes} bytes, ${line.entityId}`,
      );
    }
    numbers.push(...chunk.numbers);
  }
  reader.close();
  return { lines, numbers };
}

describe('reading a dump line by line', () => {
  it('gives every entity whole, whatever chunks it spans, without brackets or commas', async () => {
    const file = path.join(folder, 'dump.json');
    writeFileSync(file, dumpText);
    const { lines, numbers } = await linesOf(file);
    expect(lines).toEqual(entities);
    // The `[` is line 1.
    expect(numbers).toEqual(entities.map((_, index) => index + 2));
  });

  it('reads a gzip dump alike, with Windows line ends and no newline after the last bracket', async () => {
    const file = path.join(folder, 'dump.json.gz');
    writeFileSync(file, gzipSync(`[\r\n${entities.join(',\r\n')}\r\n]`));
    expect((await linesOf(file)).lines).toEqual(entities);
  });

  it('lets a line over the limit go as it passes, keeping its length, its id and its number', async () => {
    const file = path.join(folder, 'long.json.gz');
    const long = JSON.stringify({ type: 'item', id: 'Q77', text: 'x'.repeat(1 << 20) });
    writeFileSync(file, gzipSync(`[\n${entities[0]},\n${long},\n${entities[1]}\n]\n`));
    const { lines, numbers } = await linesOf(file, 64 * 1024);
    expect(lines).toEqual([entities[0], `too long: ${long.length + 1} bytes, Q77`, entities[1]]);
    expect(numbers).toEqual([2, 3, 4]);
  });

  it('reads through a small gzip file that inflates to one endless line, its memory flat', async () => {
    // 200 MB of one line in about 200 kB: a line held whole, or grown chunk by chunk, would
    // take hundreds of megabytes and many seconds.
    const file = path.join(folder, 'bomb.json.gz');
    const line = Buffer.alloc(1 << 20, 'a');
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(file));
    const [head, tail] = ['{"type":"item","id":"Q666","text":"', '"},'];
    gzip.write(`[\n${head}`);
    for (let megabyte = 0; megabyte < 200; megabyte += 1) {
      if (!gzip.write(line)) await once(gzip, 'drain');
    }
    gzip.end(`${tail}\n${entities[0]}\n]\n`);
    await written;

    // Sampled as the chunks pass: the reader yields nothing while it passes the long line.
    const before = process.memoryUsage();
    let most = 0;
    const sampling = setInterval(() => {
      const now = process.memoryUsage();
      most = Math.max(
        most,
        now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers,
      );
    }, 1);
    const reader = readDump(file);
    const lines: (Buffer | OverlongLine)[] = [];
    for await (const chunk of reader.lines) lines.push(...chunk.lines);
    reader.close();
    clearInterval(sampling);
    expect(lines).toEqual([
      { bytes: head.length + 200 * line.length + tail.length, entityId: 'Q666' },
      Buffer.from(entities[0]!),
    ]);
    // Held whole, the line alone would take 200 MB.
    expect(most).toBeLessThan(100 * 1024 * 1024);
  });
});
