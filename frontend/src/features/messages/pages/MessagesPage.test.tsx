import { act, screen, waitFor, within } from '@testing-library/react';
import { CONTACT_RULE_MESSAGES, CONVERSATION_MESSAGES } from '@tutorhub/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listAnswer, serveMe, STUDENT_ME } from '../../../test/hires';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import type { Language } from '../../../i18n';
import { applyLiveEvent } from '../live/liveUpdates';
import type { ChatMessage, Conversation } from '../../../store/apiTypes';
import MessagesPage from './MessagesPage';

const TUTOR = { _id: 'tutor-1', name: 'Tania Tutor', image: null };

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'c1',
    kind: 'application',
    refId: 'app-1',
    other: TUTOR,
    lastMessage: { text: 'Can you come at 7 pm?', at: '2026-11-20T10:00:00.000Z', mine: true },
    unread: 0,
    otherReadAt: null,
    contactRule: true,
    readOnly: false,
    blocked: false,
    ...overrides,
  };
}

function message(id: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: id,
    conversationId: 'c1',
    senderId: 'student-1',
    mine: true,
    text: `Text of ${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    deleted: false,
    ...overrides,
  };
}

/** Serves conversation c1 with `messages` (newest first, as the API sends them). */
function serveConversation(
  info: Conversation,
  messages: ChatMessage[],
  { blocked = [] as string[] } = {},
) {
  const calls = {
    sent: [] as unknown[],
    reads: 0,
    deleted: [] as string[],
    blocks: [] as string[],
  };
  const state = { messages };
  server.use(
    http.get(apiUrl('conversations'), () => listAnswer([info])),
    http.get(apiUrl('conversations/c1'), () => HttpResponse.json(info)),
    http.get(apiUrl('conversations/c1/messages'), () => HttpResponse.json(state.messages)),
    http.get(apiUrl('blocks'), () =>
      HttpResponse.json(
        blocked.map((id) => ({ ...TUTOR, _id: id, blockedAt: info.lastMessage?.at })),
      ),
    ),
    http.post(apiUrl('conversations/c1/read'), () => {
      calls.reads += 1;
      return HttpResponse.json({ modifiedCount: 1 });
    }),
    http.post(apiUrl('conversations/c1/messages'), async ({ request }) => {
      calls.sent.push(await request.json());
      return HttpResponse.json({ insertedId: 'new' }, { status: 201 });
    }),
    http.delete(apiUrl('conversations/c1/messages/:id'), ({ params }) => {
      calls.deleted.push(String(params.id));
      return HttpResponse.json({ deletedCount: 1 });
    }),
    http.post(apiUrl('blocks/:id'), ({ params }) => {
      calls.blocks.push(String(params.id));
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return { calls, state };
}

function open(language: Language = 'en') {
  serveMe(STUDENT_ME);
  return renderPage(<MessagesPage />, {
    path: '/messages/:conversationId?',
    route: '/messages/c1',
    language,
  });
}

const composer = () => screen.findByRole('textbox', { name: 'Message to Tania Tutor' });

describe('the Messages screen', () => {
  it('lists the conversation and shows its messages oldest first, in Bangladesh time', async () => {
    const { calls } = serveConversation(conversation({ unread: 1 }), [
      message('m2', {
        mine: false,
        senderId: 'tutor-1',
        text: 'Yes, 7 pm works.',
        createdAt: '2026-11-20T13:30:00.000Z',
      }),
      message('m1', { text: 'Can you come at 7 pm?' }),
    ]);
    open();
    const log = await screen.findByRole('log', { name: 'Messages with Tania Tutor' });
    await within(log).findByText('Yes, 7 pm works.');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('You wrote:Can you come at 7 pm?20 Nov 2026, 4:00 pm'),
      expect.stringContaining('Tania Tutor wrote:Yes, 7 pm works.20 Nov 2026, 7:30 pm'),
    ]);
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByRole('link', { name: /Tania Tutor/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(calls.reads).toBe(1));
  });

  it('says the contact rule under the box as one types a phone number, and sends nothing', async () => {
    const { calls } = serveConversation(conversation(), []);
    const { user } = open();
    const box = await composer();
    await user.type(box, 'Call me on 01712 345678');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CONTACT_RULE_MESSAGES.contactDetails,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(calls.sent).toEqual([]);
  });

  it('sends with Enter, starts a new line with Shift+Enter, and empties the box', async () => {
    const { calls } = serveConversation(conversation(), []);
    const { user } = open();
    const box = await composer();
    await user.type(box, 'Do you teach{Shift>}{Enter}{/Shift}the English version?');
    expect(box).toHaveValue('Do you teach\nthe English version?');
    expect(calls.sent).toEqual([]);
    await user.type(box, '{Enter}');
    await waitFor(() =>
      expect(calls.sent).toEqual([{ text: 'Do you teach\nthe English version?' }]),
    );
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('lets contact details through once the hire is accepted, and shows a refusal in its words', async () => {
    const { calls } = serveConversation(conversation({ kind: 'hire', contactRule: false }), []);
    server.use(
      http.post(apiUrl('conversations/c1/messages'), async ({ request }) => {
        calls.sent.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 403,
            error: 'Forbidden',
            message: CONVERSATION_MESSAGES.blocked,
            code: 'conversation.blocked',
            params: {},
          },
          { status: 403 },
        );
      }),
    );
    const { user } = open('bn');
    const box = await screen.findByRole('textbox', { name: 'Tania Tutor-কে মেসেজ' });
    await user.type(box, 'My number is 01712345678{Enter}');
    await waitFor(() => expect(calls.sent).toEqual([{ text: 'My number is 01712345678' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'আপনি এই সদস্যকে মেসেজ পাঠাতে পারবেন না: আপনাদের একজন অন্যজনকে ব্লক করেছেন।',
    );
  });

  it('shows a closed conversation read-only: its messages, no box', async () => {
    serveConversation(conversation({ readOnly: true }), [message('m1')]);
    open();
    await screen.findByText('Text of m1');
    expect(await screen.findByText(CONVERSATION_MESSAGES.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('offers Delete on one’s own message for its first 5 minutes only, after confirming', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const { calls } = serveConversation(conversation(), [
      message('fresh', { createdAt: minutesAgo(2) }),
      message('theirs', { mine: false, senderId: 'tutor-1', createdAt: minutesAgo(3) }),
      message('old', { createdAt: minutesAgo(6) }),
    ]);
    const { user } = open();
    const log = await screen.findByRole('log');
    await within(log).findByText('Text of fresh');
    const item = (text: string) => within(log).getByText(text).closest('li') as HTMLElement;
    expect(within(item('Text of old')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(item('Text of theirs')).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(item('Text of fresh')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deleted).toEqual(['fresh']));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
  });

  it('offers Report on the other party’s messages only', async () => {
    serveConversation(conversation(), [
      message('theirs', { mine: false, senderId: 'tutor-1' }),
      message('mine'),
    ]);
    open();
    expect(
      await screen.findAllByRole('button', { name: 'Report the message from Tania Tutor' }),
    ).toHaveLength(1);
  });

  it('announces a message that arrives while it is open, without a reload', async () => {
    const { state } = serveConversation(conversation(), [message('m1')]);
    const { store } = open();
    await screen.findByText('Text of m1');
    state.messages = [
      message('m2', { mine: false, senderId: 'tutor-1', text: 'On my way' }),
      ...state.messages,
    ];
    act(() =>
      applyLiveEvent(
        { event: 'message', data: JSON.stringify({ conversationId: 'c1' }) },
        store.dispatch,
      ),
    );
    expect(await screen.findByText('On my way')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('New message from Tania Tutor: On my way')).toBeInTheDocument(),
    );
  });

  it('blocks the other party after confirming, and then shows no box', async () => {
    const { calls } = serveConversation(conversation(), [message('m1')]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Tania Tutor?' });
    serveConversation(conversation({ blocked: true }), [message('m1')], { blocked: ['tutor-1'] });
    server.use(
      http.post(apiUrl('blocks/:id'), ({ params }) => {
        calls.blocks.push(String(params.id));
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.blocks).toEqual(['tutor-1']));
    expect(
      await screen.findByText(
        'You have blocked Tania Tutor. Unblock them to write to each other again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });
});
