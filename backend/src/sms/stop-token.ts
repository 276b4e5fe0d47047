import { createHmac, timingSafeEqual } from 'node:crypto';

/** Characters of the signature kept: 72 bits, short enough for an SMS, too many to guess. */
const SIGNATURE_LENGTH = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of an SMS's STOP link: the account, signed, in as few characters as an SMS allows
 * (the uuid's 16 bytes in base64url and a cut HMAC), so the link works without signing in and
 * cannot be made for someone else's account.
 */
export function stopToken(secret: string, userId: string): string {
  const body = Buffer.from(userId.replace(/-/g, ''), 'hex').toString('base64url');
  return `${body}${sign(secret, body)}`;
}

/** The account a STOP token stands for, or undefined when it is not ours. */
export function readStopToken(secret: string, token: string): string | undefined {
  const body = token.slice(0, 22);
  const given = Buffer.from(token.slice(22));
  const expected = Buffer.from(sign(secret, body));
  if (
    token.length !== 22 + SIGNATURE_LENGTH ||
    given.length !== expected.length ||
    !timingSafeEqual(expected, given)
  ) {
    return undefined;
  }
  const hex = Buffer.from(body, 'base64url').toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(userId) ? userId : undefined;
}

function sign(secret: string, body: string): string {
  // A key of its own, so a STOP signature is never valid as anything else.
  return createHmac('sha256', `sms-stop:${secret}`)
    .update(body)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}
