#!/usr/bin/env node
// node scripts/cpuprofile-top.mjs FILE.cpuprofile [--top N] [--since SECONDS] [--until SECONDS]
//
// Where a V8 CPU profile's time went (`node --cpu-prof`, or the bench's BENCH_CPU_PROF=dir): the share of the
// sampled time spent in each area (the server's own folders, each dependency, Node's internals, garbage
// collection, idle), the functions with the most self time, and those with the most time spent in them and in
// what they call (a function once per sample however deep it recurses). `--since S` leaves out the first S
// seconds (the server's start and the bench's setup), so the figures are those of the load; `--until U` leaves
// out what came after U seconds (the checks after a load).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
if (!file) {
  console.error('usage: node scripts/cpuprofile-top.mjs FILE.cpuprofile [--top N] [--since SECONDS] [--until SECONDS]');
  process.exit(2);
}
const top = option('--top', 30);
const since = option('--since', 0) * 1e6;
const until = option('--until', Infinity) * 1e6;

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** The area a frame belongs to: a package under node_modules, a folder of the project, or V8's own. */
function areaOf({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const own = /\/(server|contract|engines|lib)\/([^/]+)/.exec(url);
  if (own) return own[1] === 'server' ? `server/${own[2].replace(/\.ts$/, '')}` : own[1];
  return url.replace(/^file:\/\//, '');
}

const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;

const selfByNode = new Map();
let elapsed = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed - profile.startTime < since || elapsed - profile.startTime >= until) return;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
  total += delta;
});

const byArea = new Map();
const byFunction = new Map();
for (const [id, time] of selfByNode) {
  const frame = nodes.get(id).callFrame;
  const area = areaOf(frame);
  byArea.set(area, (byArea.get(area) ?? 0) + time);
  const name = nameOf(frame);
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}

const inclusive = new Map();
for (const [id, time] of selfByNode) {
  const names = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = nodes.get(at).callFrame;
    if (frame.url) names.add(nameOf(frame));
  }
  for (const name of names) inclusive.set(name, (inclusive.get(name) ?? 0) + time);
}

const busy = total - (byArea.get('(idle)') ?? 0);
const row = (time, name) =>
  `${(time / 1000).toFixed(0).padStart(8)} ms ${((100 * time) / total).toFixed(1).padStart(5)}% ${((100 * time) / busy).toFixed(1).padStart(5)}%  ${name}`;
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
console.log(`\n      self   of all  of busy  area`);
for (const [area, time] of sorted(byArea)) console.log(row(time, area));
console.log(`\n      self   of all  of busy  function`);
for (const [name, time] of sorted(byFunction)) console.log(row(time, name));
console.log(`\n     total   of all  of busy  function (with what it calls)`);
for (const [name, time] of sorted(inclusive)) console.log(row(time, name));
