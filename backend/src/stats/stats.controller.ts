import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Stats } from '@tutorhub/contracts';
import { Access } from '../auth/access';
import { StatsService } from './stats.service';

export class StatsDto implements Stats {
  @ApiProperty({ type: 'integer', description: 'Tutor profiles (admins among them included)' })
  tutors: number;

  @ApiProperty({ type: 'integer', description: 'Student profiles (admins among them included)' })
  students: number;

  @ApiProperty({ type: 'integer', description: 'Courses of any status' })
  courses: number;

  @ApiProperty({ type: 'integer' })
  blogs: number;
}

@ApiTags('stats')
@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('stats')
  @Access.admin('Counts for the Stats Board')
  @ApiOkResponse({ type: StatsDto })
  get(): Promise<Stats> {
    return this.stats.counts();
  }
}
