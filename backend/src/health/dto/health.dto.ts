/** GET health: whether the API and its database serve. */
export class HealthDto {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}
