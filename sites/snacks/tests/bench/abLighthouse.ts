// Two builds of a site, one page, Lighthouse runs interleaved (A, B, A, B...): on a machine
// whose speed moves by half from one minute to the next, a change is told from the noise only
// by runs taken side by side. Prints each pair and the medians, with the median of the pairs'
// differences. Both builds are served the way the benchmarks serve one (stack.ts).
// Usage: pnpm exec tsx --conditions=@snackshop/source tests/bench/abLighthouse.ts \
//          .tmp/before .tmp/after [--path /all-snacks] [--pairs 8] [--cpu-slowdown 6]
import { parseArgs } from 'node:util';
import { launchChromium, lighthouseRuns, median, type PageRun } from './lighthouseRuns';
import { startApi, startSite } from '../e2e/stack';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/all-snacks' },
    pairs: { type: 'string', default: '8' },
    'cpu-slowdown': { type: 'string', default: '4' },
    site: { type: 'string', default: 'snacks' },
  },
});
const [before, after] = positionals;
if (!before || !after) throw new Error('Usage: abLighthouse.ts <build dir A> <build dir B>');
const site = values.site === 'rewards' ? 'rewards' : 'snacks';
const cpuSlowdown = Number(values['cpu-slowdown']);

const line = (name: string, run: PageRun) =>
  `${name} perf ${run.performance} TBT ${run.totalBlockingTimeMs.toFixed(0).padStart(4)} ms` +
  ` FCP ${run.firstContentfulPaintMs.toFixed(0)} LCP ${run.largestContentfulPaintMs.toFixed(0)}` +
  ` boot-up ${run.bootupTimeMs.toFixed(0)} index ${run.benchmarkIndex.toFixed(0)}`;

const api = await startApi();
process.env.API_URL = api.url;
const servers = [];
for (const dir of [before, after]) {
  process.env.SITE_BUILD_DIR = dir;
  servers.push(await startSite(site));
}
const chromium = await launchChromium();
const runs: [PageRun[], PageRun[]] = [[], []];
try {
  for (let pair = 0; pair < Number(values.pairs); pair += 1) {
    for (const [side, server] of servers.entries()) {
      const [run] = await lighthouseRuns(`${server.url}${values.path}`, {
        port: chromium.port,
        runs: 1,
        cpuSlowdown,
      });
      if (run) runs[side as 0 | 1].push(run);
    }
    console.info(`pair ${pair + 1}: ${line('A', runs[0][pair]!)} | ${line('B', runs[1][pair]!)}`);
  }
  for (const [side, name] of [
    [0, `A ${before}`],
    [1, `B ${after}`],
  ] as const) {
    const list = runs[side];
    console.info(
      `${name}: median TBT ${median(list.map((r) => r.totalBlockingTimeMs)).toFixed(0)} ms,` +
        ` performance ${median(list.map((r) => r.performance))},` +
        ` FCP ${median(list.map((r) => r.firstContentfulPaintMs)).toFixed(0)} ms,` +
        ` LCP ${median(list.map((r) => r.largestContentfulPaintMs)).toFixed(0)} ms,` +
        ` boot-up ${median(list.map((r) => r.bootupTimeMs)).toFixed(0)} ms,` +
        ` index ${median(list.map((r) => r.benchmarkIndex)).toFixed(0)}`,
    );
  }
  const differences = runs[1].map(
    (run, index) => run.totalBlockingTimeMs - (runs[0][index]?.totalBlockingTimeMs ?? 0),
  );
  console.info(`median of B - A per pair: TBT ${median(differences).toFixed(0)} ms`);
} finally {
  chromium.process.kill();
  for (const server of servers) await server.close();
  await api.close();
}
