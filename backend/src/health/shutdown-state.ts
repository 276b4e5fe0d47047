import { Injectable } from '@nestjs/common';

/** Whether this process has begun to stop: from then on it answers not ready. */
@Injectable()
export class ShutdownState {
  private stoppingSince?: number;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  begin(): void {
    this.stoppingSince ??= Date.now();
  }
}
