// The load generator of `npm run bench` (scripts/bench.mjs starts it pinned to its own core with taskset):
// one run described by the JSON on stdin; prints its result as JSON on stdout, in autocannon's shape.
//   { url, method, headers, body, connections, duration, idempotencyKeys, rotate }: autocannon for `duration`
//   seconds. With idempotencyKeys, every request carries a fresh Idempotency-Key, as a client that can retry
//   a money request sends one (the server runs each key once). With rotate (a list of { headers, body }),
//   the requests take its entries in turn across all connections: the players of a load spread over many
//   wallets.
//   { url, method, headers, connections, idempotencyKeys, once }: each entry of `once` (a list of
//   { headers, body }) sent exactly once, `connections` at a time on kept-alive connections — each player's
//   one claim. (autocannon builds a connection's next request before it knows whether it will be sent, so it
//   cannot promise once.)
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { text } from 'node:stream/consumers';

const key = () => ({ 'idempotency-key': `bench-${randomUUID()}` });

function load({ idempotencyKeys, rotate, ...rest }) {
  let next = 0;
  /** The request's own headers and body: the next entry of `rotate`, and a fresh key when asked. */
  const setupRequest = (req) => {
    const entry = rotate ? rotate[next++ % rotate.length] : {};
    const headers = { ...req.headers, ...entry.headers, ...(idempotencyKeys ? key() : {}) };
    return { ...req, headers, ...(entry.body === undefined ? {} : { body: entry.body }) };
  };
  const requests = idempotencyKeys || rotate ? [{ setupRequest }] : undefined;
  return autocannon({ ...rest, requests, timeout: 10 });
}

async function sendEach({ url, method, headers, connections, idempotencyKeys, once }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statusCodeStats = {};
  let errors = 0;
  let next = 0;
  const one = (entry) =>
    new Promise((resolve) => {
      const body = entry.body ?? '';
      const all = { ...headers, ...entry.headers, ...(idempotencyKeys ? key() : {}) };
      const started = performance.now();
      const req = request(url, { method, agent, headers: { ...all, 'content-length': Buffer.byteLength(body) } });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          const stats = (statusCodeStats[res.statusCode] ??= { count: 0 });
          stats.count += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < once.length) await one(once[next++]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] : null;
  const count = (ok) =>
    Object.entries(statusCodeStats)
      .filter(([code]) => (code >= 200 && code < 300) === ok)
      .reduce((sum, [, s]) => sum + s.count, 0);
  return {
    requests: { average: latencies.length / seconds, total: latencies.length },
    latency: { p50: at(0.5), p99: at(0.99) },
    '2xx': count(true),
    non2xx: count(false),
    errors,
    timeouts: 0,
    statusCodeStats,
  };
}

const options = JSON.parse(await text(process.stdin));
const result = options.once ? await sendEach(options) : await load(options);
process.stdout.write(`${JSON.stringify(result)}\n`);
