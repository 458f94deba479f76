/** A calendar date as the sign-up form collects it: day 1–31, month 1–12, four-digit year. */
export interface DateParts {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

/** True when the parts name a real calendar day (no February 30, no April 31). */
export function isValidCalendarDate({ day, month, year }: DateParts): boolean {
  if (![day, month, year].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today's calendar date in the runtime's time zone. */
export function localDateParts(now: Date): DateParts {
  return { day: now.getDate(), month: now.getMonth() + 1, year: now.getFullYear() };
}

/**
 * Whole years between a birth date and a day: a birthday that falls today counts. Someone
 * born on February 29 turns a year older on March 1 in common years.
 */
export function ageOn(birth: DateParts, today: DateParts): number {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
