// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went: the functions with the
// most self time, and self time added up by package (node_modules/<name>), by our own source, by
// node internals and by the garbage collector. `npm run bench:http` with BENCH_CPU_PROF=1 calls it
// on the server's profile; by hand: `npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top]`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

function sourceOf(url: string): string {
  if (url === '') return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/apps/server/') || url.includes('/packages/core/')) return 'our code';
  return url;
}

function ranked(totals: Map<string, number>, totalUs: number, top: number): SelfTime[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: us / 1000, share: us / totalUs }));
}

/** Self time per function (name + file:line) and per source (package, our code, node, GC, idle). */
export function summariseCpuProfile(
  profile: CpuProfile,
  top = 25,
): { totalMs: number; busyMs: number; functions: SelfTime[]; sources: SelfTime[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const functions = new Map<string, number>();
  const sources = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    totalUs += us;
    if (functionName === '(idle)') idleUs += us;
    const file = url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
    const name = url ? `${functionName || '(anonymous)'}  ${file}:${lineNumber + 1}` : functionName;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const source = url ? sourceOf(url) : functionName; // (garbage collector), (program), (idle)
    sources.set(source, (sources.get(source) ?? 0) + us);
  }
  const busyUs = totalUs - idleUs;
  functions.delete('(idle)');
  sources.delete('(idle)');
  return {
    totalMs: totalUs / 1000,
    busyMs: busyUs / 1000,
    functions: ranked(functions, busyUs, top),
    sources: ranked(sources, busyUs, top),
  };
}

export function printCpuProfileSummary(file: string, top = 25): void {
  const summary = summariseCpuProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, top);
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)}%`;
  console.log(`\nCPU profile ${file}`);
  console.log(`busy ${summary.busyMs.toFixed(0)} ms of ${summary.totalMs.toFixed(0)} ms sampled (rest idle)`);
  console.log('\nSelf time by source (share of busy time):');
  for (const row of summary.sources) console.log(`  ${pct(row.share)}  ${row.name}`);
  console.log(`\nTop ${top} functions by self time:`);
  for (const row of summary.functions) console.log(`  ${pct(row.share)}  ${row.name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top]');
    process.exit(64);
  }
  printCpuProfileSummary(file, top ? Number(top) : 25);
}
