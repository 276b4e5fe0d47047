import { Injectable, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.validation';

export interface SiteDateTime {
  /** e.g. '11/22/2024' */
  date: string;
  /** e.g. '3:05:09 PM' */
  time: string;
}

/**
 * Formats instants as the local date and time strings the original site showed
 * (`toLocaleDateString` / `toLocaleTimeString` in en-US), in one fixed site time zone rather than
 * the server's.
 */
export class SiteClock {
  private readonly dateFormat: Intl.DateTimeFormat;
  private readonly timeFormat: Intl.DateTimeFormat;
  private readonly dayFormat: Intl.DateTimeFormat;

  /** Throws a RangeError for an unknown time zone, so a bad TZ_SITE fails at boot. */
  constructor(readonly timeZone: string) {
    this.dateFormat = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    this.dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone });
    this.timeFormat = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    });
  }

  /** The current instant: every rule that depends on elapsed time asks here (tests move it). */
  now(): Date {
    return new Date();
  }

  /** The calendar day (YYYY-MM-DD) of `instant` in the site time zone (default: now). */
  day(instant: Date = this.now()): string {
    return this.dayFormat.format(instant);
  }

  format(instant: Date): SiteDateTime {
    return {
      date: this.dateFormat.format(instant),
      // ICU puts a narrow no-break space before AM/PM; clients expect a plain space.
      time: this.timeFormat.format(instant).replace(/\s/g, ' '),
    };
  }
}

/** The site clock in TZ_SITE (default Asia/Dhaka), for services that show dates. */
@Injectable()
export class SiteClockService extends SiteClock {
  constructor(config: ConfigService<Env, true>) {
    super(config.get('TZ_SITE', { infer: true }) ?? 'Asia/Dhaka');
  }
}

/** One site clock for every module that shows dates. */
@Module({ providers: [SiteClockService], exports: [SiteClockService] })
export class SiteClockModule {}
