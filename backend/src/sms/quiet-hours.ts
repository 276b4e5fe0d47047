/** No SMS from 22:00 to 08:00 site time (BTRC: no promotional SMS at night; nobody wants one). */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;

const HOUR = 60 * 60 * 1000;

/**
 * When an SMS due at `now` may go: undefined when it may go now, else the next 08:00 in
 * `timeZone`. Counted in wall-clock time from `now`, exact for zones without daylight saving
 * (Asia/Dhaka has none).
 */
export function quietUntil(now: Date, timeZone: string): Date | undefined {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const hour = part('hour');
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) {
    return undefined;
  }
  const sinceHour = (part('minute') * 60 + part('second')) * 1000 + now.getMilliseconds();
  const hoursLeft =
    hour >= QUIET_FROM_HOUR ? 24 - hour + QUIET_UNTIL_HOUR : QUIET_UNTIL_HOUR - hour;
  return new Date(now.getTime() + hoursLeft * HOUR - sinceHour);
}
