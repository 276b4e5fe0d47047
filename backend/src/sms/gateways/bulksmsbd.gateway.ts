import {
  callGateway,
  msisdnOf,
  type OutgoingSms,
  type SmsGateway,
  SmsGatewayError,
} from './sms-gateway';

interface BulkAnswer {
  response_code?: number;
  message_id?: string | number;
  success_message?: string;
  error_message?: string;
}

/** Accepted for delivery. */
const ACCEPTED = 202;
/** BulkSMSBD's "internal error": the one answer that may pass if tried again. */
const TEMPORARY_CODES = new Set([1005]);

/**
 * BulkSMSBD (`POST /api/smsapi`, a form body rather than the query string so the key stays out
 * of access logs). It has no idempotency key: the worker counts the attempt before the call and
 * never repeats one whose answer was lost. `response_code` 202 is accepted; 1005 (its internal
 * error), no answer and 5xx are retried; every other code (1001 invalid number, 1002 sender id,
 * 1007 balance, 1032 IP not allowed, …) is permanent.
 */
export class BulkSmsBdGateway implements SmsGateway {
  readonly idempotent = false;

  constructor(
    private readonly options: {
      apiUrl: string;
      apiToken: string;
      senderId: string;
      timeoutMs: number;
    },
  ) {}

  async send(sms: OutgoingSms): Promise<string> {
    const { body } = await callGateway(
      `${this.options.apiUrl}/api/smsapi`,
      {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({
          api_key: this.options.apiToken,
          type: 'text',
          number: msisdnOf(sms.to),
          senderid: this.options.senderId,
          message: sms.text,
        }),
      },
      this.options.timeoutMs,
    );
    const answer = (body ?? {}) as BulkAnswer;
    const code = Number(answer.response_code);
    if (code === ACCEPTED) {
      return String(answer.message_id ?? sms.id);
    }
    throw new SmsGatewayError(
      `BulkSMSBD ${answer.response_code ?? '?'}: ${answer.error_message || 'no reason given'}`,
      TEMPORARY_CODES.has(code),
    );
  }
}
