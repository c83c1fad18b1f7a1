import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import unbzip2 from 'unbzip2-stream';

/** A dump file as an unfinished run must find it again to resume. */
export interface DumpIdentity {
  name: string;
  size: number;
  modifiedAt: Date;
}

export interface DumpReader {
  /** The entities' lines, in order, without the array's brackets and commas. */
  lines: AsyncIterable<string>;
  /** Bytes of the file read so far (compressed), for the progress. */
  bytesRead(): number;
  close(): void;
}

/** The dump's extensions, with what decompresses each (a plain .json needs nothing). */
const DECOMPRESSORS: Record<string, (() => NodeJS.ReadWriteStream) | null> = {
  '.json': null,
  '.json.gz': createGunzip,
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
  const text: NodeJS.ReadableStream = decompressor ? source.pipe(decompressor()) : source;
  const lines = createInterface({ input: text, crlfDelay: Infinity });
  return {
    lines: entityLines(lines),
    bytesRead: () => source.bytesRead,
    close() {
      lines.close();
      source.destroy();
    },
  };
}

async function* entityLines(lines: AsyncIterable<string>): AsyncIterable<string> {
  for await (const line of lines) {
    const entity = line.endsWith(',') ? line.slice(0, -1) : line;
    if (entity === '[' || entity === ']' || entity === '') continue;
    yield entity;
  }
}

/** The entity id a dump line starts with (`{"type":"item","id":"Q42",…`), read without parsing. */
export function lineEntityId(line: string): string | null {
  return /"id":"([QPL]\d+)"/.exec(line.slice(0, 200))?.[1] ?? null;
}
