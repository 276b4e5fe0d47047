import { BulkSmsBdGateway } from './gateways/bulksmsbd.gateway';
import type { SmsGateway } from './gateways/sms-gateway';
import { SslWirelessGateway } from './gateways/ssl-wireless.gateway';
import { SmsSettings } from './sms-settings';

/** The injection token of the configured gateway. */
export const SMS_GATEWAY = Symbol('SmsGateway');

/** The adapter SMS_PROVIDER names, speaking to SMS_API_URL. */
export const smsGatewayProvider = {
  provide: SMS_GATEWAY,
  inject: [SmsSettings],
  useFactory: (settings: SmsSettings): SmsGateway => {
    const options = {
      apiUrl: settings.apiUrl,
      apiToken: settings.apiToken,
      senderId: settings.senderId,
      timeoutMs: settings.requestTimeoutMs,
    };
    return settings.provider === 'bulksmsbd'
      ? new BulkSmsBdGateway(options)
      : new SslWirelessGateway(options);
  },
};
