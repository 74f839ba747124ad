// The static server under load: each build's own server child (site.mjs), as in production, so the CPU of the load
// generator (64 keep-alive connections from worker threads here, 15 s) is not charged to it; each side's is shown.
import { readFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { comparable, targets } from './site.mjs';

const durationMs = 15_000;
const connections = 64;
// One core for the server; the others (at least one) for the load generator.
const workers = Math.max(1, cpus().length - 1);

/**
 * The request mix: one visitor on a cold cache opening every page the build has, and the styles and scripts `/` names.
 * @param {import('./site.mjs').Served} build
 */
async function requestMix(build) {
  const html = await readFile(join(build.dist, 'index.html'), 'utf8');
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]))];
  return [...targets.filter((t) => t.status === 200 && comparable(build, t)).map((t) => t.path), ...assets];
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; null where there is no /proc.
 * @param {number | undefined} pid
 */
async function cpuMs(pid) {
  const fields = await readFile(`/proc/${pid}/stat`, 'utf8').then(
    (text) => text.slice(text.lastIndexOf(')') + 2).split(' '),
    () => null,
  );
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return fields && ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** @typedef {{ port: number, paths: string[], count: number, offset: number, startAt: number, until: number }} Job */
/** @typedef {{ latencies: Float64Array, errors: number, finishedAt: number }} Measured */

/**
 * In a worker: keeps `count` keep-alive connections busy with the mix until `until`; returns good answers' latencies
 * and the errors.
 * @param {Job} job
 * @returns {Promise<Measured>}
 */
async function generate({ port, paths, count, offset, startAt, until }) {
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const request = (/** @type {string} */ path) =>
    new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
      const started = performance.now();
      let settled = false;
      // Counts one request once, even when both the request and its answer report the same broken socket.
      const settle = (/** @type {boolean} */ ok) => {
        if (settled) return;
        settled = true;
        if (ok) latencies.push(performance.now() - started);
        else errors++;
        resolve();
      };
      get({ host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('error', () => settle(false));
        const status = res.statusCode ?? 0;
        res.on('end', () => settle(status === 304 || (status >= 200 && status < 300)));
      }).on('error', () => settle(false));
    });
  await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()));
  // Each connection walks the mix from its own starting point, so every moment sees a blend of files.
  const connection = async (/** @type {number} */ index) => {
    for (let n = offset + index; Date.now() < until; n++) await request(paths[n % paths.length]);
  };
  await Promise.all(Array.from({ length: count }, (_, index) => connection(index)));
  agent.destroy();
  return { latencies: Float64Array.from(latencies), errors, finishedAt: Date.now() };
}

/**
 * Runs one load-generator worker thread (this same file) and resolves with what it measured.
 * @param {Job} data
 * @returns {Promise<Measured>}
 */
function runWorker(data) {
  return new Promise((resolve, reject) =>
    new Worker(new URL(import.meta.url), { workerData: data }).once('message', resolve).once('error', reject),
  );
}

/**
 * The p-th percentile (nearest rank) of sorted values.
 * @param {Float64Array} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs the load generator against a server child for the set duration; returns what it saw and what each side spent.
 * @param {number | undefined} pid
 * @param {number} port
 * @param {string[]} paths
 */
async function drive(pid, port, paths) {
  const serverCpuBefore = await cpuMs(pid);
  const ownCpuBefore = process.cpuUsage();
  const startAt = Date.now() + 500; // every worker thread has started by then
  const share = Math.ceil(connections / workers);
  const results = await Promise.all(
    Array.from({ length: workers }, (_, i) =>
      runWorker({
        port,
        paths,
        count: Math.min(share, connections - i * share),
        offset: i * share,
        startAt,
        until: startAt + durationMs,
      }),
    ),
  );
  const elapsed = Math.max(...results.map((r) => r.finishedAt)) - startAt;
  const serverCpuAfter = await cpuMs(pid);
  const own = process.cpuUsage(ownCpuBefore);
  return {
    latencies: Float64Array.from(results.flatMap((r) => [...r.latencies])).sort(),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    elapsed,
    serverCpu:
      serverCpuBefore === null || serverCpuAfter === null ? null : (serverCpuAfter - serverCpuBefore) / elapsed,
    generatorCpu: (own.user + own.system) / 1000 / elapsed,
  };
}

/**
 * Drives each build's server for 15 s in turn and returns the Markdown table and method to print.
 * @param {import('./site.mjs').Served[]} builds
 * @returns {Promise<string>}
 */
export async function serverLoadReport(builds) {
  const busy = (/** @type {number | null} */ share) => (share === null ? 'n/a' : `${(share * 100).toFixed(0)} %`);
  const rows = [];
  for (const build of builds) {
    const paths = await requestMix(build);
    const { latencies, errors, elapsed, serverCpu, generatorCpu } = await drive(
      build.pid(),
      Number(new URL(build.origin).port),
      paths,
    );
    const perSecond = ((latencies.length + errors) / elapsed) * 1000;
    console.log(`  server ${build.name.padEnd(7)} ${perSecond.toFixed(0)} requests/s, ${errors} errors`);
    rows.push(
      `| ${build.name} | ${perSecond.toFixed(0)} | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms | ${errors} | ${latencies.length + errors} | ${busy(serverCpu)} | ${busy(generatorCpu)} | ${paths.length} |`,
    );
  }
  return [
    `**Static server under load** (each build's own server in a child process; ${connections} keep-alive connections from ${workers} Node worker thread${workers > 1 ? 's' : ''} here, ${durationMs / 1000} s each, loopback):`,
    '',
    '| Build | Requests/s | p50 latency | p99 latency | Errors | Requests | Server CPU | Load generator CPU | Paths in the mix |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Mix, in turn on every connection: every page the build has, then the styles and scripts \`/\` names, all with \`Accept-Encoding: br, gzip\` (so the precompressed files are sent) and no validators (so every answer is a 200 with a body). Latency (of good answers) is from sending a request to the last byte of its answer; errors are answers other than 2xx/304 and socket errors. CPU is a share of one core (100 % = one core busy all the time). The load generator shares the machine with the server, so this is a floor for the server, not its ceiling.`,
  ].join('\n');
}

if (!isMainThread) parentPort?.postMessage(await generate(workerData));
