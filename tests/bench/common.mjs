// What every part of the bench shares: the median, and the line that says on what and when it measured.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { chromiumPath } from '../chromium.mjs';

/**
 * The median of a list of numbers (the mean of the middle two when the count is even).
 * @param {readonly number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Milliseconds as seconds with two decimals, the bench's usual way to show a time.
 * @param {number} ms
 */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Today's date, YYYY-MM-DD. */
export function today() {
  return new Date().toISOString().slice(0, 10);
}

/** The version of the Chromium the bench runs, as `chromium --version` reports it. */
export function chromiumVersion() {
  return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).match(/[\d.]{6,}/)?.[0] ?? '?';
}

/** The machine in a few words: Node version, core count and CPU model. */
export function machine() {
  return `Node ${process.versions.node}, ${cpus().length} × ${cpus()[0]?.model.trim()}`;
}

/** The one-minute load average now, one decimal. */
export function load1() {
  return loadavg()[0].toFixed(1);
}
