// What every part of the bench shares: the median, the words for the machine it ran on, and the side-by-side table
// of the working tree's figures beside each base's.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { chromiumPath } from '../chromium.mjs';
import { comparable } from './site.mjs';

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
  return (
    execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).match(
      /[\d.]{6,}/,
    )?.[0] ?? '?'
  );
}

/** The machine in a few words: Node version, core count and CPU model. */
export function machine() {
  return `Node ${process.versions.node}, ${cpus().length} × ${cpus()[0]?.model.trim()}`;
}

/** The one-minute load average now, one decimal. */
export function load1() {
  return loadavg()[0].toFixed(1);
}

/** @typedef {import('./site.mjs').Served} Served */
/** @typedef {import('./site.mjs').Target} Target */
// One run's figures for one page of one build, by column name; `show` formats a median, `ratio` asks for new/base.
/** @typedef {Record<string, number>} Sample */
/** @typedef {{ name: string, show: (value: number) => string, ratio?: boolean }} Column */

/** Every sample so far, by build and path. */
export class Samples {
  /** @type {Map<string, Sample[]>} */
  #byKey = new Map();

  /** @param {Served} build @param {string} path @param {Sample} sample */
  add(build, path, sample) {
    const key = `${build.name} ${path}`;
    this.#byKey.set(key, [...(this.#byKey.get(key) ?? []), sample]);
  }

  /**
   * The median of a column over a build's runs of a path; undefined when there is none.
   * @param {Served} build
   * @param {string} path
   * @param {string} name
   */
  median(build, path, name) {
    const values = (this.#byKey.get(`${build.name} ${path}`) ?? [])
      .map((sample) => sample[name])
      .filter(Number.isFinite);
    return values.length ? median(values) : undefined;
  }
}

/**
 * Runs a measure, and once more if it fails: on a shared machine its server may have been ended and started again.
 * @template T
 * @param {() => Promise<T>} measure
 * @param {string} what
 */
export async function twice(measure, what) {
  try {
    return await measure();
  } catch (error) {
    console.log(`bench: ${what} failed (${String(/** @type {Error} */ (error).message).split('\n')[0]}); once more`);
    return measure();
  }
}

/**
 * The builds in the order for run `run`: reversed every other run, so neither side always goes first.
 * @template T
 * @param {T[]} builds
 * @param {number} run
 */
export const inTurn = (builds, run) => (run % 2 ? builds : [...builds].reverse());

/**
 * A Markdown table: a row per target and base, each cell "base → new (×new/base)"; the last build is the new one.
 * @param {Served[]} builds
 * @param {Target[]} targets
 * @param {Column[]} columns
 * @param {Samples} samples
 */
export function sideBySide(builds, targets, columns, samples) {
  const fresh = /** @type {Served} */ (builds.at(-1));
  const bases = builds.slice(0, -1);
  const many = bases.length > 1;
  const cell = (
    /** @type {Served} */ base,
    /** @type {string} */ path,
    /** @type {Column} */ { name, show, ratio },
  ) => {
    const [was, now] = [samples.median(base, path, name), samples.median(fresh, path, name)];
    const shown = (/** @type {number | undefined} */ value) => (value === undefined ? '–' : show(value));
    return `${shown(was)} → ${shown(now)}${ratio && was && now !== undefined ? ` (×${(now / was).toFixed(2)})` : ''}`;
  };
  return [
    `| Page |${many ? ' Base |' : ''} ${columns.map(({ name }) => name).join(' | ')} |`,
    `|---|${many ? '---|' : ''}${columns.map(() => '---:').join('|')}|`,
    ...targets.flatMap(({ path }) =>
      bases.map(
        (base) =>
          `| \`${path}\` |${many ? ` ${base.name} |` : ''} ${columns.map((column) => cell(base, path, column)).join(' | ')} |`,
      ),
    ),
  ].join('\n');
}

/**
 * Says which addresses a base answers otherwise than the working tree (left out, "–"), or nothing.
 * @param {Served[]} builds
 * @param {Target[]} targets
 */
export function leftOut(builds, targets) {
  return builds
    .slice(0, -1)
    .flatMap((base) => {
      const missing = targets
        .filter((target) => !comparable(base, target))
        .map(({ path }) => `\`${path}\` (${base.answers[path]})`);
      return missing.length
        ? [
            `"–": ${base.name} answers otherwise than the working tree, so it is not measured there: ${missing.join(', ')}.`,
          ]
        : [];
    })
    .join(' ');
}
