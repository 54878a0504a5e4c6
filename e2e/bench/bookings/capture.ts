import { createServer, connect, type Server, type Socket } from 'node:net';

/** `name`: the prepared statement's name when the client named it (the raw driver then names it too). */
export interface CapturedStatement { text: string; values: (string | null)[]; name?: string }

/**
 * A pass-through TCP proxy in front of PostgreSQL that reads what clients send (the extended
 * query protocol's Parse and Bind messages, and simple Query messages) while `recording`: the
 * exact SQL and parameters the API runs for a request, to run again on the raw driver. A named
 * (prepared) statement is bound by name without its text after its first use on a connection, so
 * the proxy keeps each connection's names. Only
 * used for one request at a time; the measurements themselves connect the API directly.
 */
export interface SqlCapture {
  port: number;
  recording: boolean;
  statements: CapturedStatement[];
  close(): Promise<void>;
}

function cstring(buf: Buffer, at: number): [string, number] {
  const end = buf.indexOf(0, at);
  return [buf.toString('utf8', at, end), end + 1];
}

function watch(client: Socket, capture: SqlCapture) {
  let pending = Buffer.alloc(0);
  let started = false;
  // Statement name → text on this connection ('' is the unnamed statement).
  const prepared = new Map<string, string>();
  client.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        // The startup message (and an SSL request before it) has a length but no type byte.
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        pending = pending.subarray(length);
        if (code !== 80877103) started = true;
        continue;
      }
      if (pending.length < 5) return;
      const type = String.fromCharCode(pending[0]!);
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const body = pending.subarray(5, 1 + length);
      pending = pending.subarray(1 + length);
      if (type === 'P') {
        const [name, at] = cstring(body, 0);
        prepared.set(name, cstring(body, at)[0]);
      }
      if (!capture.recording) continue;
      if (type === 'Q') capture.statements.push({ text: cstring(body, 0)[0], values: [] });
      const [, statementAt] = type === 'B' ? cstring(body, 0) : [null, 0];
      const [name, valuesAt] = type === 'B' ? cstring(body, statementAt) : ['', 0];
      const text = prepared.get(name);
      if (type === 'B' && text !== undefined) {
        let at = valuesAt;
        const formats = body.readInt16BE(at);
        at += 2 + 2 * formats;
        const count = body.readInt16BE(at);
        at += 2;
        const values: (string | null)[] = [];
        for (let i = 0; i < count; i += 1) {
          const size = body.readInt32BE(at);
          at += 4;
          values.push(size < 0 ? null : body.toString('utf8', at, at + size));
          if (size > 0) at += size;
        }
        capture.statements.push(name ? { text, values, name } : { text, values });
      }
    }
  });
}

export async function startSqlCapture(target: { host: string; port: number }): Promise<SqlCapture> {
  const sockets = new Set<Socket>();
  const capture: SqlCapture = { port: 0, recording: false, statements: [], close: async () => undefined };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    watch(client, capture);
    client.pipe(upstream).pipe(client);
    const end = () => { client.destroy(); upstream.destroy(); };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  capture.port = (server.address() as { port: number }).port;
  capture.close = () => new Promise<void>((resolve) => {
    for (const s of sockets) s.destroy();
    server.close(() => resolve());
  });
  return capture;
}
