// @ts-check

/**
 * A fixed-offset time zone where it is now about 13:00, for a site clock that test runs cannot
 * move (a separate process): SMS are held in the site's quiet hours (22:00–08:00), and the
 * tests send them whatever hour they run at. Nine hours pass before its quiet hours begin.
 */
export function middayZone(now = new Date()) {
  const offset = 13 - now.getUTCHours(); // from -10 to +13 hours
  // POSIX-style names: Etc/GMT-5 is five hours ahead of UTC.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
