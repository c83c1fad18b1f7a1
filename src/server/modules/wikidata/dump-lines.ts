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

/**
 * The longest line read (8 MiB): Wikidata keeps no entity nearly that long (a human with
 * accounts is tens of kilobytes), and a line is held whole, then parsed into several times
 * its size, so the limit is what bounds the import's memory whatever the dump holds.
 */
export const MAX_LINE_BYTES = 8 * 1024 * 1024;

/** A line over the limit, in place of its bytes: they were counted as they passed, never kept. */
export interface OverlongLine {
  bytes: number;
  /** The id its beginning names, if any. */
  entityId: string | null;
}

/** A chunk's lines: the entities' lines, in order, and each line's number in the file. */
export interface DumpLines {
  /**
   * Without the array's brackets and commas, as bytes: most are never decoded (see
   * mayListAccounts). A line longer than the limit is an OverlongLine.
   */
  lines: (Buffer | OverlongLine)[];
  /** The number of each line in the file, from 1 (the array's `[` is line 1). */
  numbers: number[];
}

export interface DumpReader {
  lines: AsyncIterable<DumpLines>;
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
 * followed by a comma, `]`. Memory stays flat whatever the file's size, and whatever its
 * lines' (each holds at most maxLineBytes; decompression streams, so a small file that
 * inflates to one endless line is read through, never held).
 */
export function readDump(file: string, maxLineBytes = MAX_LINE_BYTES): DumpReader {
  const decompressor = DECOMPRESSORS[compressionOf(file)!];
  const source = createReadStream(file, { highWaterMark: 1 << 20 });
  // unbzip2-stream is a stream of the old kind: a PassThrough makes every source iterable.
  const bytes = decompressor
    ? source.pipe(decompressor()).pipe(new PassThrough({ highWaterMark: 1 << 20 }))
    : source;
  return {
    lines: entityLines(bytes, maxLineBytes),
    bytesRead: () => source.bytesRead,
    close: () => source.destroy(),
  };
}

const NEWLINE = 0x0a;
/** How much of a line's beginning names its entity (`{"type":"item","id":"Q42",…`). */
const ID_PREFIX_BYTES = 200;

/**
 * Splits the bytes at newlines without decoding them. A line is a view of its chunk; only a
 * line cut by chunks' ends is copied, once, when its end comes (each copy of a chunk is
 * memory outside the heap that brings the garbage collector round sooner). A line that grows
 * past the limit is let go as it comes: only its length and its beginning's id are kept.
 */
async function* entityLines(
  chunks: AsyncIterable<Buffer>,
  maxLineBytes: number,
): AsyncIterable<DumpLines> {
  let number = 0;
  // The beginning of a line cut by chunks' ends, or the line over the limit being passed.
  let parts: Buffer[] = [];
  let partsBytes = 0;
  let overlong: OverlongLine | null = null;
  const overlongFrom = (pieces: Buffer[], bytes: number): OverlongLine => ({
    bytes,
    entityId: lineEntityId(Buffer.concat(pieces, Math.min(bytes, ID_PREFIX_BYTES))),
  });

  for await (const chunk of chunks) {
    const found: DumpLines = { lines: [], numbers: [] };
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      start = end + 1;
      number += 1;
      let line: Buffer | OverlongLine | null;
      if (overlong) {
        overlong.bytes += piece.length;
        line = overlong;
      } else if (partsBytes + piece.length > maxLineBytes) {
        line = overlongFrom([...parts, piece], partsBytes + piece.length);
      } else {
        line = entityOf(partsBytes === 0 ? piece : Buffer.concat([...parts, piece]));
      }
      parts = [];
      partsBytes = 0;
      overlong = null;
      if (line) {
        found.lines.push(line);
        found.numbers.push(number);
      }
    }
    const rest = chunk.subarray(start);
    if (overlong) {
      overlong.bytes += rest.length;
    } else if (partsBytes + rest.length > maxLineBytes) {
      overlong = overlongFrom([...parts, rest], partsBytes + rest.length);
      parts = [];
      partsBytes = 0;
    } else if (rest.length > 0) {
      parts.push(rest);
      partsBytes += rest.length;
    }
    if (found.lines.length > 0) yield found;
  }
  const last = overlong ?? (partsBytes > 0 ? entityOf(Buffer.concat(parts)) : null);
  if (last) yield { lines: [last], numbers: [number + 1] };
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
  return /"id":"([QPL]\d+)"/.exec(line.toString('latin1', 0, ID_PREFIX_BYTES))?.[1] ?? null;
}
