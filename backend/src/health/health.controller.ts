import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Health } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { errorBody } from '../common/error-body';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'The API runs and its database answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async check(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException(errorBody(503, 'Database unavailable'));
    }
  }
}
