import {
  callGateway,
  msisdnOf,
  type OutgoingSms,
  type SmsGateway,
  SmsGatewayError,
} from './sms-gateway';

interface SslAnswer {
  status?: string;
  status_code?: number;
  error_message?: string;
  smsinfo?: Array<{ sms_status?: string; status_message?: string; reference_id?: string }>;
}

/**
 * SSL Wireless iSMS v3, one SMS a call (`POST /api/v3/send-sms`). Our row's id is its
 * `csms_id`, which the gateway keeps unique per message: an attempt made again after a lost
 * answer is not delivered twice. Any `FAILED` answer is permanent (a bad number, token, sender
 * id or balance does not mend itself); only no answer and 5xx are retried.
 */
export class SslWirelessGateway implements SmsGateway {
  readonly idempotent = true;

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
      `${this.options.apiUrl}/api/v3/send-sms`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_token: this.options.apiToken,
          sid: this.options.senderId,
          msisdn: msisdnOf(sms.to),
          sms: sms.text,
          csms_id: sms.id,
        }),
      },
      this.options.timeoutMs,
    );
    const answer = (body ?? {}) as SslAnswer;
    const [info] = answer.smsinfo ?? [];
    if (answer.status === 'SUCCESS' && info?.sms_status !== 'FAILED') {
      return info?.reference_id ?? sms.id;
    }
    const reason = answer.error_message || info?.status_message || 'no reason given';
    throw new SmsGatewayError(`SSL Wireless ${answer.status_code ?? '?'}: ${reason}`, false);
  }
}
