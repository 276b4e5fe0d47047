import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteClockModule } from '../common/site-time';
import { Blog } from './blog.entity';
import { BlogsController } from './blogs.controller';
import { BlogsService } from './blogs.service';

@Module({
  imports: [TypeOrmModule.forFeature([Blog]), SiteClockModule],
  controllers: [BlogsController],
  providers: [BlogsService],
})
export class BlogsModule {}
