import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import type { HealthDto as Health } from './dto/health.dto';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { errorBody } from '../common/errors';

const DOWN: Health = { status: 'error', database: 'down' };

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

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
      throw new ServiceUnavailableException({
        ...errorBody(503, coded('general.serviceUnavailable')),
        ...DOWN,
      });
    }
  }
}
