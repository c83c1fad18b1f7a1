import { connect, createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';

/** An operator command sent to the running app: its name and its arguments. */
const controlRequestSchema = z.object({
  command: z.string(),
  args: z.array(z.string()),
});
export type ControlRequest = z.infer<typeof controlRequestSchema>;

const controlResponseSchema = z.object({ output: z.string(), failed: z.boolean() });
/** What the command printed, and whether it failed to do what was asked. */
export type ControlResponse = z.infer<typeof controlResponseSchema>;

/** One line of JSON, read from a connection. */
async function firstLine(input: NodeJS.ReadableStream): Promise<string | null> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return null;
}

/**
 * Carries out the operator commands sent to `socketPath` (a Unix socket only the user running
 * the app may open: it is created with no permission for anyone else), one command per
 * connection, replied to in one line of JSON. A stale socket of an earlier run is replaced: the
 * embedded database's lock already says this is the only app on the folder. Returns how to stop.
 */
export async function listenForOperators(
  socketPath: string,
  carryOut: (request: ControlRequest) => Promise<ControlResponse>,
): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    void firstLine(socket).then(async (line) => {
      const request = controlRequestSchema.safeParse(line === null ? null : safeJson(line));
      const answer = request.success
        ? await carryOut(request.data)
        : { output: 'Not an operator command.', failed: true };
      socket.end(`${JSON.stringify(answer)}\n`);
    });
  });
  // The socket file takes its permissions from the umask: none for the group and others.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(socketPath, { force: true });
        resolve();
      }),
    );
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/**
 * Sends an operator command to the app listening at `socketPath` and waits for its reply,
 * however long it runs; null when no app listens there.
 */
export function askRunningApp(
  socketPath: string,
  request: ControlRequest,
): Promise<ControlResponse | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
    socket.once('connect', () => {
      socket.write(`${JSON.stringify(request)}\n`);
      void firstLine(socket).then((line) => {
        socket.destroy();
        const answer = controlResponseSchema.safeParse(line === null ? null : safeJson(line));
        if (answer.success) resolve(answer.data);
        else reject(new Error('The running app ended the command without an answer.'));
      }, reject);
    });
  });
}
