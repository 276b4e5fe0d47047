import { LIMITS } from '@tutorhub/contracts';
import type {
  BlockedMember,
  ChatMessage,
  Conversation,
  DeleteResult,
  PageQuery,
  UnreadMessages,
  UpdateResult,
} from '../../store/apiTypes';
import { api, pagedList, queryString, type Paged } from '../../store/api';

/** What a change to a conversation's messages makes stale: its list row and the unread counts. */
const CONVERSATION_ROWS = [
  { type: 'Conversation', id: 'LIST' },
  { type: 'Conversation', id: 'UNREAD' },
] as const;

/** What a conversation is opened by: its id, or the application or hire it is about. */
export type ConversationRef =
  { conversationId: string } | { kind: 'application' | 'hire'; refId: string };

function conversationPath(ref: ConversationRef): string {
  return 'conversationId' in ref
    ? `conversations/${encodeURIComponent(ref.conversationId)}`
    : `conversations/of/${ref.kind}/${encodeURIComponent(ref.refId)}`;
}

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<Paged<Conversation>, PageQuery>(
      pagedList<Conversation>('Conversation', 'conversations'),
    ),
    getConversation: build.query<Conversation, ConversationRef>({
      query: conversationPath,
      providesTags: (result) => (result ? [{ type: 'Conversation', id: result._id }] : []),
    }),
    getUnreadMessageCount: build.query<UnreadMessages, void>({
      query: () => 'conversations/unread-count',
      providesTags: [{ type: 'Conversation', id: 'UNREAD' }],
    }),
    /** Newest first; each further page is the one before the oldest message shown. */
    getMessages: build.infiniteQuery<ChatMessage[], string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (page) =>
          page.length < LIMITS.messagePageDefault ? undefined : page[page.length - 1]._id,
      },
      query: ({ queryArg, pageParam }) =>
        `conversations/${encodeURIComponent(queryArg)}/messages${queryString({
          before: pageParam ?? undefined,
          limit: LIMITS.messagePageDefault,
        })}`,
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    sendMessage: build.mutation<ChatMessage, { conversationId: string; text: string }>({
      query: ({ conversationId, text }) => ({
        url: `conversations/${encodeURIComponent(conversationId)}/messages`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_result, error, { conversationId }) =>
        error ? [] : [{ type: 'Message', id: conversationId }, ...CONVERSATION_ROWS],
    }),
    markConversationRead: build.mutation<UpdateResult, string>({
      query: (id) => ({ url: `conversations/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [{ type: 'Conversation', id }, ...CONVERSATION_ROWS],
    }),
    deleteMessage: build.mutation<DeleteResult, { conversationId: string; messageId: string }>({
      query: ({ conversationId, messageId }) => ({
        url: `conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { conversationId }) =>
        error ? [] : [{ type: 'Message', id: conversationId }, ...CONVERSATION_ROWS],
    }),
    getBlocks: build.query<BlockedMember[], void>({
      query: () => 'blocks',
      providesTags: [{ type: 'Block', id: 'LIST' }],
    }),
    setBlocked: build.mutation<UpdateResult | DeleteResult, { userId: string; blocked: boolean }>({
      query: ({ userId, blocked }) => ({
        url: `blocks/${encodeURIComponent(userId)}`,
        method: blocked ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Block', 'Conversation']),
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetConversationQuery,
  useGetUnreadMessageCountQuery,
  useGetMessagesInfiniteQuery,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useDeleteMessageMutation,
  useGetBlocksQuery,
  useSetBlockedMutation,
} = messagesApi;
