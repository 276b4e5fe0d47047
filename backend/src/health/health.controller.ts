import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import type { HealthDto as Health } from './dto/health.dto';
import type { LivenessDto as Liveness, ReadinessDto as Readiness } from './dto/readiness.dto';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { errorBody } from '../common/errors';
import { ChangeFeed } from '../database/change-feed';
import { ShutdownState } from './shutdown-state';

const DOWN: Health = { status: 'error', database: 'down' };

/** The readiness check gives the database this long to answer. */
export const READY_DATABASE_WAIT_MS = 1000;

/** PostgreSQL's code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

/** The error shape (and Retry-After) plus the check's own fields. */
function unavailable(details: object): ServiceUnavailableException {
  return new ServiceUnavailableException({
    ...errorBody(503, coded('general.serviceUnavailable')),
    ...details,
  });
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feed: ChangeFeed,
    private readonly shutdown: ShutdownState,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'The API runs and its database answers' })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer: the error shape plus `{status, database}`',
  })
  async check(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      // Load balancers read `status`; API clients read the error shape (and Retry-After).
      throw unavailable(DOWN);
    }
  }

  /** Liveness: the process answers. No database: an outage must not restart every replica. */
  @Public()
  @Get('live')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The process answers (the database is not asked)' })
  live(): Liveness {
    return { status: 'ok' };
  }

  /**
   * Readiness: send this replica traffic only when its database answers within 1 s, its schema
   * has every migration of the release and its change feed listens, and never once it stops.
   */
  @Public()
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'Ready for traffic: `{status: ok, ...}`' })
  @ApiServiceUnavailableResponse({
    description:
      'Not ready (database down or slow, migrations pending, change feed down, or stopping): ' +
      'the error shape plus `{status, database, migrations, changeFeed, stopping}`',
  })
  async ready(): Promise<Readiness> {
    const changeFeed = this.feed.isLive ? 'up' : 'down';
    const stopping = this.shutdown.stopping;
    const pending = await this.pendingMigrations();
    const readiness: Readiness = {
      status: 'ok',
      database: pending === undefined ? 'down' : 'up',
      migrations: pending === 0 ? 'current' : 'pending',
      changeFeed,
      stopping,
    };
    if (stopping || pending !== 0 || changeFeed === 'down') {
      throw unavailable({ ...readiness, status: 'error' });
    }
    return readiness;
  }

  /** How many of the release's migrations the database lacks; undefined when it does not answer in time. */
  private async pendingMigrations(): Promise<number | undefined> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), READY_DATABASE_WAIT_MS);
    });
    const applied = this.dataSource
      .query(`SELECT "name" FROM "${table}"`)
      .then((rows: Array<{ name: string }>) => new Set(rows.map((row) => row.name)))
      // No migrations table yet: an empty database, every migration pending.
      .catch((e: { code?: string }) =>
        e.code === UNDEFINED_TABLE ? new Set<string>() : undefined,
      );
    try {
      const names = await Promise.race([applied, timeout]);
      return names && this.dataSource.migrations.filter((m) => !names.has(m.name!)).length;
    } finally {
      clearTimeout(timer);
    }
  }
}
