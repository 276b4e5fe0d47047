import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorAnswer, serveMe, TUTOR_ME } from '../../../test/hires';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import OpenConversationPage from './OpenConversationPage';

const CONVERSATION = {
  _id: 'c9',
  kind: 'hire',
  refId: 'hire-1',
  other: { _id: 'student-1', name: 'Sam Student', image: null },
  lastMessage: null,
  unread: 0,
  otherReadAt: null,
  contactRule: false,
  readOnly: false,
  blocked: false,
};

const openAt = (path: string, route: string) => {
  serveMe(TUTOR_ME);
  return renderPage(<OpenConversationPage />, {
    path,
    route,
    extraRoutes: [{ path: '/messages/:conversationId', element: <p>conversation page</p> }],
  });
};

describe('OpenConversationPage', () => {
  it('opens the conversation of a hire, then shows it at its own address', async () => {
    server.use(
      http.get(apiUrl('conversations/of/hire/hire-1'), () => HttpResponse.json(CONVERSATION)),
    );
    const { router } = openAt('/messages/hire/:hireId', '/messages/hire/hire-1');
    expect(await screen.findByText('conversation page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages/c9');
  });

  it('says so when the caller is not a party of the application', async () => {
    server.use(
      http.get(apiUrl('conversations/of/application/app-1'), () =>
        errorAnswer(404, 'Conversation not found'),
      ),
    );
    openAt('/messages/application/:applicationId', '/messages/application/app-1');
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
  });
});
