// The clinic's week as runs of days in a row that keep the same hours: how every text and the structured data group it.
import type { DayHours, Week } from '../config';

export type Weekday = keyof Week;

/** The days of the week from Monday, named as schema.org names them. */
const weekdays: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Days in a row with the same hours. */
export type Run = { days: Weekday[]; hours: DayHours };

const same = (a: DayHours, b: DayHours) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.opens === b.opens && a.closes === b.closes;

/** The week from Monday as runs: Mon–Fri 10–7, Sat 10–2, Sunday closed is three runs. */
export function runsOf(week: Week): Run[] {
  const runs: Run[] = [];
  for (const day of weekdays) {
    const last = runs.at(-1);
    if (last && same(last.hours, week[day])) last.days.push(day);
    else runs.push({ days: [day], hours: week[day] });
  }
  return runs;
}
