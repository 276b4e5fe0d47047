import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access';
import { StatsDto } from './stats.dto';
import { StatsService } from './stats.service';

@ApiTags('stats')
@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('stats')
  @Access.admin('Counts for the Stats Board')
  @ApiOkResponse({ type: StatsDto })
  get(): Promise<StatsDto> {
    return this.stats.counts();
  }
}
