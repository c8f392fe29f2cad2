// The bars of the week's plays: each day's share of the busiest day, so the tallest bar fills the
// chart; a day with plays never draws as nothing.
export interface PlaysDay {
  /** YYYY-MM-DD, the cloud's day. */
  date: string;
  count: number;
}

export interface PlaysBar extends PlaysDay {
  /** 0–100: the bar's height in percent of the chart. */
  height: number;
}

/** Below this a bar with plays is still drawn this tall, to be seen. */
const MIN_VISIBLE_PERCENT = 3;

export function playsBars(days: readonly PlaysDay[]): PlaysBar[] {
  const most = Math.max(0, ...days.map((day) => day.count));
  return days.map((day) => ({
    ...day,
    height:
      most === 0 || day.count === 0
        ? 0
        : Math.max(MIN_VISIBLE_PERCENT, Math.round((day.count / most) * 100)),
  }));
}

/** The day at noon UTC, so that its weekday is the same in every time zone near it. */
export function dayDate(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
