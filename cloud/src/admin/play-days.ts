// The days the overview counts plays in (docs/admin.md, Calls): the last seven, today last, each
// from midnight to midnight in the cloud's own time zone (TZ), where the operator usually is.

export interface PlayDay {
  /** YYYY-MM-DD, local. */
  date: string;
  from: Date;
  to: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function localDate(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The `count` days up to and including `now`'s, oldest first. */
export function playDays(now: Date, count = 7): PlayDay[] {
  const days: PlayDay[] = [];
  for (let back = count - 1; back >= 0; back--) {
    // From the calendar date, not by subtracting 24 hours: a day with a clock change is 23 or 25.
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back + 1);
    days.push({ date: localDate(from), from, to });
  }
  return days;
}
