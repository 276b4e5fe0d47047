import type { SmsEncoding } from '@tutorhub/contracts';

/** One SMS as the worker hands it to a gateway. */
export interface OutgoingSms {
  /** Our row's id: the idempotency key where the gateway has one. */
  id: string;
  /** E.164, +8801… */
  to: string;
  text: string;
  encoding: SmsEncoding;
}

/** A gateway's refusal or failure; `temporary` ones are retried with backoff. */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

/** An SMS gateway's HTTP API. */
export interface SmsGateway {
  /**
   * Whether sending the same `id` twice delivers it once (the gateway dedupes on our key), so
   * an attempt whose answer was lost may be made again.
   */
  readonly idempotent: boolean;
  /** Answers the gateway's id for the SMS; throws an `SmsGatewayError`. */
  send(sms: OutgoingSms): Promise<string>;
}

/** The number as both gateways take it: 8801…, without the plus. */
export const msisdnOf = (e164: string) => e164.replace(/^\+/, '');

/**
 * One HTTP call with a timeout: no answer (refused, reset, timed out) and 5xx or 429 answers
 * are temporary; otherwise the JSON body, for the adapter to read.
 */
export async function callGateway(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    throw new SmsGatewayError(`No answer from the gateway: ${cause ?? (e as Error).message}`, true);
  }
  const text = await response.text();
  if (response.status >= 500 || response.status === 429) {
    throw new SmsGatewayError(
      `Gateway answered HTTP ${response.status}: ${text.slice(0, 200)}`,
      true,
    );
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new SmsGatewayError(
      `Gateway answered HTTP ${response.status} that is not JSON: ${text.slice(0, 200)}`,
      false,
    );
  }
}
