// The load generator of `npm run bench` (scripts/bench.mjs starts it pinned to its own core with taskset):
// one autocannon run described by the JSON in argv[2]; prints autocannon's result as JSON on stdout.
//   { url, method, headers, body, connections, duration, idempotencyKeys }
// With idempotencyKeys, every request carries a fresh Idempotency-Key, as a client that can retry a money
// request sends one (the server runs each key once).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

const options = JSON.parse(process.argv[2] ?? '{}');
const { idempotencyKeys, ...rest } = options;

const requests = idempotencyKeys
  ? [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': `bench-${randomUUID()}` },
        }),
      },
    ]
  : undefined;

const result = await autocannon({ ...rest, requests, timeout: 10 });
process.stdout.write(`${JSON.stringify(result)}\n`);
