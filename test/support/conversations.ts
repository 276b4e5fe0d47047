import type request from 'supertest';
import { http, type Target } from './app';
import { authHeader, type TestIdentity } from './identities';

/** A conversation as the list and the `of/...` calls answer it. */
export interface ConversationBody {
  _id: string;
  kind: 'application' | 'hire';
  refId: string;
  other: { _id: string; name: string | null; image: string | null } | null;
  lastMessage: { text: string; at: string; mine: boolean } | null;
  unread: number;
  otherReadAt: string | null;
  contactRule: boolean;
  readOnly: boolean;
  blocked: boolean;
}

/** A message as the calls answer it. */
export interface MessageBody {
  _id: string;
  conversationId: string;
  senderId: string | null;
  mine: boolean;
  text: string | null;
  createdAt: string;
  deleted: boolean;
}

/** The conversation of hire `hireId`, opened by one of its parties. */
export async function hireConversation(
  target: Target,
  party: TestIdentity,
  hireId: string,
): Promise<ConversationBody> {
  const res = await http(target).get(`/api/conversations/of/hire/${hireId}`).set(authHeader(party));
  if (res.status !== 200) {
    throw new Error(`GET of/hire answered ${res.status}: ${res.text}`);
  }
  return res.body as ConversationBody;
}

/** POST /api/conversations/{id}/messages as `who`. */
export function sendMessage(
  target: Target,
  who: TestIdentity,
  conversationId: string,
  text: string,
): request.Test {
  return http(target)
    .post(`/api/conversations/${conversationId}/messages`)
    .set(authHeader(who))
    .send({ text });
}

/** A message `who` sends, which must be accepted. */
export async function sent(
  target: Target,
  who: TestIdentity,
  conversationId: string,
  text: string,
): Promise<MessageBody> {
  const res = await sendMessage(target, who, conversationId, text);
  if (res.status !== 201) {
    throw new Error(`sending a message answered ${res.status}: ${res.text}`);
  }
  return res.body as MessageBody;
}
