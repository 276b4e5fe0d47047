/** GET health/ready: whether this replica should be sent traffic, and each reason it should not. */
export class ReadinessDto {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  /** `pending` when the schema is behind the release's migrations (or unknown: database down). */
  migrations: 'current' | 'pending';
  /** Whether the change-feed listener (caches, live streams) is connected. */
  changeFeed: 'up' | 'down';
  /** True once the process has begun to stop. */
  stopping: boolean;
}

/** GET health/live: the process answers. */
export class LivenessDto {
  status: 'ok';
}
