// Counts the SQL statements a server sends to PostgreSQL: a TCP proxy in front of the database that reads
// the client side of the wire protocol. Every simple query ('Q') and every execution of a prepared
// statement ('E') is one statement; the text comes from the query itself or from the 'P' (parse) before it.
// It sees every statement of every connection whatever the client library, and needs no server setting
// (pg_stat_statements is not preloaded on this machine, and log_statement would mean reading server logs).
import { connect, createServer } from 'node:net';
import { freePort, HOST } from './servers.mjs';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** Reads framed frontend messages from a connection's chunks and reports each statement's text. */
function frontendReader(onStatement) {
  let buffer = Buffer.alloc(0);
  let starting = true;
  let parsed = '';
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (starting) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        starting = code === SSL_REQUEST || code === GSS_REQUEST;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0]);
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const body = buffer.subarray(5, 1 + length);
      if (type === 'Q') onStatement(body.toString('utf8', 0, body.indexOf(0)));
      if (type === 'P') {
        const nameEnd = body.indexOf(0);
        parsed = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
      }
      if (type === 'E') onStatement(parsed);
      buffer = buffer.subarray(1 + length);
    }
  };
}

/**
 * Starts the proxy in front of the database of `databaseUrl`; `url` is the same database through the
 * proxy. `take()` returns the statements seen since the last call, oldest first.
 */
export async function startStatementCounter(databaseUrl) {
  const upstream = new URL(databaseUrl);
  let seen = [];
  const sockets = new Set();
  const server = createServer((client) => {
    const database = connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(database);
    const read = frontendReader((text) => seen.push(text.replace(/\s+/g, ' ').trim()));
    client.on('data', (chunk) => {
      read(chunk);
      database.write(chunk);
    });
    database.pipe(client);
    const close = () => {
      client.destroy();
      database.destroy();
      sockets.delete(client);
      sockets.delete(database);
    };
    client.on('close', close).on('error', close);
    database.on('close', close).on('error', close);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, HOST, resolve));
  const proxied = new URL(databaseUrl);
  proxied.hostname = HOST;
  proxied.port = String(port);
  return {
    url: proxied.href,
    take() {
      const statements = seen;
      seen = [];
      return statements;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

/**
 * The statements one request costs: the request is made `tries` times, one at a time, and the fewest
 * statements seen win, so a background task of the server (the mail outbox, sweeps) that happens to run
 * meanwhile does not count. Returns that try's statement texts.
 */
export async function statementsOf(counter, request, tries = 3) {
  let fewest;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    counter.take();
    await request();
    // Work a server finishes after answering (an audit row, a cache fill) still belongs to the request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statements = counter.take();
    if (!fewest || statements.length < fewest.length) fewest = statements;
  }
  return fewest;
}
