import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EventsController } from './events.controller';
import { LiveStreams } from './live-streams.service';
import { Metrics } from '../metrics/metrics.service';

/** GET /api/events: each signed-in member's live stream, fed from every replica. */
@Module({
  imports: [AuthModule],
  controllers: [EventsController],
  providers: [LiveStreams],
  exports: [LiveStreams],
})
export class EventsModule {
  constructor(metrics: Metrics, streams: LiveStreams) {
    metrics.gauge(
      'live_streams_open',
      'Live event streams open on this process',
      () => streams.size,
    );
  }
}
