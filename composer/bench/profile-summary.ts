import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Where a CPU profile of the composition server (`node --cpu-prof`) spent its time, by the parts of
 * composing a page: each part's share of the profile's whole time, counting what it called (a sample
 * counts once per part however deep). Idle is the event loop waiting, here for the renderer threads and
 * the API; garbage collection is its own part.
 * Usage: tsx bench/profile-summary.ts <file.cpuprofile> [out.json]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The parts of a page's composition, by the functions and files that do them. */
const PARTS: Record<string, RegExp> = {
  idle: /^\(idle\)/,
  garbageCollection: /^\(garbage collector\)/,
  compression: /@fastify\/compress|node:zlib/,
  serverRenderCall: /^renderServerPage |undici/,
  routeMatching: /^matchRoute |react-router/,
  hostPageMarkup: /^renderHostPage /,
  runtimeConfig: /^composeRuntimeConfig |^runtimeConfigFromEnv /,
  securityHeaders: /^pageSecurityHeaders /,
  routePreloads: /^routeFiles /,
  canaryAndPreview: /canary-visitors|preview\.ts/,
};

const [file, out] = process.argv.slice(2);
if (!file) throw new Error('Usage: tsx bench/profile-summary.ts <file.cpuprofile> [out.json]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const labelOf = ({ callFrame }: ProfileNode) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*node_modules\//, '')}`;

const microseconds = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  total += delta;
  const parts = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const label = labelOf(nodes.get(at)!);
    for (const [part, pattern] of Object.entries(PARTS)) if (pattern.test(label)) parts.add(part);
  }
  for (const part of parts) microseconds.set(part, (microseconds.get(part) ?? 0) + delta);
});

const summary = {
  profile: file.replace(/^.*\//, ''),
  seconds: +(total / 1e6).toFixed(1),
  sharePercent: Object.fromEntries(
    Object.keys(PARTS).map((part) => [part, +((100 * (microseconds.get(part) ?? 0)) / total).toFixed(1)]),
  ),
};
console.log(JSON.stringify(summary, null, 2));
if (out) writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
