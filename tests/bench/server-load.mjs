// The static server under load: `node src/server/serve.mjs` in its own process, as in production, so the CPU of the
// load generator (64 keep-alive connections from worker threads here, 15 s) is not charged to it; each side's is shown.
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { load1, machine, today } from './common.mjs';

const durationMs = 15_000;
const connections = 64;
// One core for the server; the others (at least one) for the load generator.
const workers = Math.max(1, cpus().length - 1);
const serverScript = fileURLToPath(new URL('../../src/server/serve.mjs', import.meta.url));

/**
 * A free port on loopback, for the server child (its CLI takes a port, and cannot report one it picked).
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts the site's own server CLI on `dist`; resolves with the child once it says it is serving.
 * @param {string} dist
 * @param {number} port
 */
async function startServer(dist, port) {
  const child = spawn(process.execPath, [serverScript], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before serving`)));
  });
  return child;
}

/**
 * The request mix: one visitor on a cold cache opening every page (five HTML pages, the CSS and the shared JS chunk).
 * @param {string} dist
 */
async function requestMix(dist) {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const css = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
  const main = html.match(/<script type="module" src="([^"]+)"/)?.[1];
  if (!css || !main) throw new Error('index.html has no stylesheet or module script');
  // The shared chunk is the biggest chunk the entry imports: React and the frame every page needs.
  const imports = [...(await readFile(join(dist, main), 'utf8')).matchAll(/from\s*"([^"]+\.js)"/g)].map((m) => new URL(m[1], `http://x${main}`).pathname);
  const sizes = await Promise.all(imports.map(async (path) => (await stat(join(dist, path))).size));
  const shared = imports[sizes.indexOf(Math.max(...sizes))];
  if (!shared) throw new Error(`${main} imports no shared chunk`);
  return ['/', '/about', '/treatments', '/case-studies', '/contact', css, shared];
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; null where there is no /proc.
 * @param {number | undefined} pid
 */
async function cpuMs(pid) {
  const fields = await readFile(`/proc/${pid}/stat`, 'utf8').then((text) => text.slice(text.lastIndexOf(')') + 2).split(' '), () => null);
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return fields && ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** @typedef {{ port: number, paths: string[], count: number, offset: number, startAt: number, until: number }} Job */
/** @typedef {{ latencies: Float64Array, errors: number, finishedAt: number }} Measured */

/**
 * In a worker: keeps `count` keep-alive connections busy with the mix until `until`; returns good answers' latencies and the errors.
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
 * Runs the load generator against the server child for the set duration; returns what it saw and what each side spent.
 * @param {import('node:child_process').ChildProcess} server
 * @param {number} port
 * @param {string[]} paths
 */
async function drive(server, port, paths) {
  const serverCpuBefore = await cpuMs(server.pid);
  const ownCpuBefore = process.cpuUsage();
  const startAt = Date.now() + 500; // every worker thread has started by then
  const share = Math.ceil(connections / workers);
  const results = await Promise.all(
    Array.from({ length: workers }, (_, i) =>
      runWorker({ port, paths, count: Math.min(share, connections - i * share), offset: i * share, startAt, until: startAt + durationMs }),
    ),
  );
  const elapsed = Math.max(...results.map((r) => r.finishedAt)) - startAt;
  const serverCpuAfter = await cpuMs(server.pid);
  const own = process.cpuUsage(ownCpuBefore);
  return {
    latencies: Float64Array.from(results.flatMap((r) => [...r.latencies])).sort(),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    elapsed,
    serverCpu: serverCpuBefore === null || serverCpuAfter === null ? null : (serverCpuAfter - serverCpuBefore) / elapsed,
    generatorCpu: (own.user + own.system) / 1000 / elapsed,
  };
}

/**
 * Drives the site's server on `dist` for 15 s and returns the Markdown table and method to print.
 * @param {string} dist
 * @returns {Promise<string>}
 */
export async function serverLoadReport(dist) {
  const loadBefore = load1();
  const paths = await requestMix(dist);
  const port = await freePort();
  const server = await startServer(dist, port);
  const { latencies, errors, elapsed, serverCpu, generatorCpu } = await drive(server, port, paths).finally(() => server.kill());
  const perSecond = ((latencies.length + errors) / elapsed) * 1000;
  const busy = (/** @type {number | null} */ share) => (share === null ? 'n/a' : `${(share * 100).toFixed(0)} %`);
  return [
    `**Static server under load** (\`node src/server/serve.mjs\` in a child process; ${connections} keep-alive connections from ${workers} Node worker thread${workers > 1 ? 's' : ''} here, ${durationMs / 1000} s, loopback):`,
    '',
    '| Requests/s | p50 latency | p99 latency | Errors | Requests | Server CPU | Load generator CPU |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${perSecond.toFixed(0)} | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms | ${errors} | ${latencies.length + errors} | ${busy(serverCpu)} | ${busy(generatorCpu)} |`,
    '',
    `Mix, in turn on every connection: ${paths.map((p) => `\`${p}\``).join(', ')}, all with \`Accept-Encoding: br, gzip\` (so the precompressed files are sent) and no validators (so every answer is a 200 with a body). Latency (of good answers) is from sending a request to the last byte of its answer; errors are answers other than 2xx/304 and socket errors. CPU is a share of one core (100 % = one core busy all the time).`,
    '',
    `Measured ${today()} with \`BENCH_ONLY=server npm run bench\`: ${machine()}; load average ${loadBefore} before, ${load1()} after. The load generator shares the machine with the server, so this is a floor for the server, not its ceiling.`,
  ].join('\n');
}

if (!isMainThread) parentPort?.postMessage(await generate(workerData));
