import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Requests counted against one limit (a group and a client address or account) in a window. */
@Entity('rate_limit_counters')
export class RateLimitCounter {
  /** `<group>:address:<ip>` or `<group>:account:<user id>`. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  /** When the current window ends and the count starts again; rows past it are pruned. */
  @Index('IDX_rate_limit_counters_window_end')
  @Column({ type: 'timestamptz' })
  windowEnd: Date;

  @Column({ type: 'integer' })
  hits: number;
}
