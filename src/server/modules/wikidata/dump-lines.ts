import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import unbzip2 from 'unbzip2-stream';

/** A dump file as an unfinished run must find it again to resume. */
export interface DumpIdentity {
  name: string;
  size: number;
  modifiedAt: Date;
}

export interface DumpReader {
  /**
   * The entities' lines, in order, without the array's brackets and commas, as bytes: most
   * are never decoded (see mayListAccounts), and come a chunk of lines at a time.
   */
  lines: AsyncIterable<Buffer[]>;
  /** Bytes of the file read so far (compressed), for the progress. */
  bytesRead(): number;
  close(): void;
}

const DECOMPRESSORS: Record<string, (() => NodeJS.ReadWriteStream) | null> = {
  '.json': null,
  '.json.gz': () => createGunzip({ chunkSize: 1 << 20 }),
  '.json.bz2': () => unbzip2() as unknown as NodeJS.ReadWriteStream,
};

const compressionOf = (file: string) =>
  Object.keys(DECOMPRESSORS).find((extension) => file.toLowerCase().endsWith(extension));

/** The file's name, size and time, or a message an operator can act on. */
export async function identifyDump(file: string): Promise<DumpIdentity> {
  if (!compressionOf(file))
    throw new Error(`${file}: a Wikidata dump is a .json, .json.gz or .json.bz2 file`);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new Error(`${file}: no such file`);
  return { name: file, size: info.size, modifiedAt: info.mtime };
}

/**
 * Streams a dump in the form of Wikidata's `latest-all.json`: `[`, one entity a line each
 * followed by a comma, `]`. Memory stays flat whatever the file's size.
 */
export function readDump(file: string): DumpReader {
  const decompressor = DECOMPRESSORS[compressionOf(file)!];
  const source = createReadStream(file, { highWaterMark: 1 << 20 });
  // unbzip2-stream is a stream of the old kind: a PassThrough makes every source iterable.
  const bytes = decompressor
    ? source.pipe(decompressor()).pipe(new PassThrough({ highWaterMark: 1 << 20 }))
    : source;
  return {
    lines: entityLines(bytes),
    bytesRead: () => source.bytesRead,
    close: () => source.destroy(),
  };
}

const NEWLINE = 0x0a;

/**
 * Splits the bytes at newlines without decoding them. A line is a view of its chunk; only a
 * line cut by a chunk's end is copied, so the bytes are never copied whole (each copy of a
 * chunk is memory outside the heap that brings the garbage collector round sooner).
 */
async function* entityLines(chunks: AsyncIterable<Buffer>): AsyncIterable<Buffer[]> {
  let rest: Buffer | null = null;
  for await (const chunk of chunks) {
    const lines: Buffer[] = [];
    let start = 0;
    if (rest) {
      const end = chunk.indexOf(NEWLINE);
      if (end === -1) {
        rest = Buffer.concat([rest, chunk]);
        continue;
      }
      const line = entityOf(Buffer.concat([rest, chunk.subarray(0, end)]));
      if (line) lines.push(line);
      start = end + 1;
    }
    for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const line = entityOf(chunk.subarray(start, end));
      if (line) lines.push(line);
      start = end + 1;
    }
    rest = start < chunk.length ? Buffer.from(chunk.subarray(start)) : null;
    if (lines.length > 0) yield lines;
  }
  const last = rest && entityOf(rest);
  if (last) yield [last];
}

/** A line without its trailing comma (and carriage return); null for the array's brackets. */
function entityOf(line: Buffer): Buffer | null {
  let end = line.length;
  while (end > 0 && (line[end - 1] === 0x0d || line[end - 1] === 0x2c)) end -= 1;
  if (end <= 1) return null;
  return line.subarray(0, end);
}

/** The entity id a dump line starts with (`{"type":"item","id":"Q42",…`), read without parsing. */
export function lineEntityId(line: Buffer): string | null {
  return /"id":"([QPL]\d+)"/.exec(line.toString('latin1', 0, 200))?.[1] ?? null;
}
