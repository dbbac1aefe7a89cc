import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../test/render';
import { signInAs } from '../../test/session';
import { downloadFile } from '../../lib/transfer';
import { ClientMessagesBadge, HeaderUnreadMessagesDocument } from '../../app/ClientMessagesBadge';
import {
  MarkOrderMessagesReadDocument,
  OrderMessagesDocument,
  SendOrderMessageDocument,
  threadVariables,
} from './documents';
import { MessageThread } from './MessageThread';

vi.mock('../../lib/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/transfer')>()),
  downloadFile: vi.fn(() => Promise.resolve()),
}));
const download = vi.mocked(downloadFile);

const ORDER_ID = 41;

type Message = {
  id: number;
  body: string;
  fromOffice: boolean;
  mine: boolean;
  readByOtherSide: boolean;
  createdAt: string;
  authorName?: string;
  files?: { id: number; originalName: string }[];
};

const message = (row: Message) => ({
  __typename: 'OrderMessage' as const,
  orderId: ORDER_ID,
  authorName: row.authorName ?? (row.fromOffice ? 'موظف المكتب' : 'سارة الأحمد'),
  ...row,
  files: (row.files ?? []).map((file) => ({
    __typename: 'OrderFile' as const,
    sizeBytes: 1024,
    downloadUrl: `/api/v1/orders/${ORDER_ID}/files/${file.id}`,
    ...file,
  })),
});

const threadMock = (messages: Message[]): MockLink.MockedResponse => ({
  request: { query: OrderMessagesDocument, variables: threadVariables(ORDER_ID) },
  result: {
    data: {
      orderMessages: {
        __typename: 'OrderMessagePage',
        total: messages.length,
        page: 1,
        pageSize: 50,
        items: messages.map(message),
      },
    },
  },
});

const markReadMock = (onCall: () => void): MockLink.MockedResponse => ({
  request: { query: MarkOrderMessagesReadDocument, variables: { orderId: ORDER_ID } },
  result: () => {
    onCall();
    return {
      data: {
        markOrderMessagesRead: {
          __typename: 'OrderMessagesRead',
          orderId: ORDER_ID,
          readAt: '2026-03-05T09:00:00.000Z',
          unreadMessages: 0,
        },
      },
    };
  },
});

const CLIENT_FIRST: Message = {
  id: 1,
  body: 'هل وصلت الوثائق؟',
  fromOffice: false,
  mine: true,
  readByOtherSide: true,
  createdAt: '2026-03-05T07:30:00.000Z',
};
const OFFICE_ANSWER: Message = {
  id: 2,
  body: 'نعم، انظر https://example.com/guide. <img src=x onerror="alert(1)">',
  fromOffice: true,
  mine: false,
  readByOtherSide: false,
  createdAt: '2026-03-05T08:00:00.000Z',
  files: [{ id: 90, originalName: 'وكالة.pdf' }],
};

const istanbul = (iso: string) =>
  new Intl.DateTimeFormat('ar-SY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  );

function renderThread(mocks: MockLink.MockedResponse[], unreadMessages = 0, side: 'client' | 'office' = 'client') {
  signInAs(side === 'client' ? 'client' : 'staff');
  return renderPage(
    <>
      <ClientMessagesBadge />
      <MessageThread orderId={ORDER_ID} side={side} unreadMessages={unreadMessages} />
    </>,
    { mocks },
  );
}

const headerMock = (unreadMessages: number): MockLink.MockedResponse => ({
  request: { query: HeaderUnreadMessagesDocument },
  result: { data: { me: { __typename: 'Account', id: 3, unreadMessages } } },
});

beforeEach(() => download.mockClear());

describe('the message thread', () => {
  it('lists the messages oldest first, the viewer’s own on their side, with author, Istanbul time and receipts', async () => {
    renderThread([threadMock([CLIENT_FIRST, OFFICE_ANSWER]), headerMock(0)]);
    const items = await screen.findAllByTestId('thread-message');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-own', 'true');
    expect(items[1]).toHaveAttribute('data-own', 'false');
    expect(items[0]).toHaveTextContent('سارة الأحمد');
    expect(items[0]).toHaveTextContent(istanbul(CLIENT_FIRST.createdAt));
    expect(items[1]).toHaveTextContent('موظف المكتب — المكتب');
    // The receipt shows on the viewer's own messages only.
    expect(within(items[0]).getByTestId('read-receipt')).toHaveTextContent('قُرئت');
    expect(within(items[1]).queryByTestId('read-receipt')).toBeNull();
  });

  it('shows text as text with clickable links, never as HTML', async () => {
    renderThread([threadMock([OFFICE_ANSWER]), headerMock(0)]);
    const [item] = await screen.findAllByTestId('thread-message');
    const link = within(item).getByRole('link', { name: 'https://example.com/guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(item.querySelector('img')).toBeNull();
    expect(within(item).getByTestId('message-body')).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('downloads a message file through the order’s file route', async () => {
    const user = userEvent.setup();
    renderThread([threadMock([OFFICE_ANSWER]), headerMock(0)]);
    await user.click(await screen.findByRole('button', { name: 'تنزيل وكالة.pdf' }));
    expect(download).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/files/90`, 'وكالة.pdf');
  });

  it('marks the thread read when shown: the header’s unread count drops by the order’s', async () => {
    let marked = false;
    renderThread(
      [
        headerMock(3),
        threadMock([CLIENT_FIRST, OFFICE_ANSWER]),
        markReadMock(() => {
          marked = true;
        }),
      ],
      2,
    );
    await waitFor(() => expect(marked).toBe(true));
    await waitFor(() => expect(screen.getByTestId('header-unread')).toHaveAccessibleName('رسالة غير مقروءة'));
  });

  it('does not mark anything when nothing is unread', async () => {
    let marked = false;
    renderThread([
      threadMock([CLIENT_FIRST]),
      headerMock(0),
      markReadMock(() => {
        marked = true;
      }),
    ]);
    await screen.findAllByTestId('thread-message');
    expect(marked).toBe(false);
    expect(screen.queryByTestId('header-unread')).toBeNull();
  });

  it('sends a message and adds the answer to the thread without refetching it', async () => {
    const user = userEvent.setup();
    const sent: Message = {
      id: 3,
      body: 'شكراً لكم',
      fromOffice: false,
      mine: true,
      readByOtherSide: false,
      createdAt: '2026-03-05T09:10:00.000Z',
    };
    renderThread([
      threadMock([CLIENT_FIRST]),
      headerMock(0),
      {
        request: { query: SendOrderMessageDocument, variables: { orderId: ORDER_ID, body: 'شكراً لكم' } },
        result: { data: { sendOrderMessage: message(sent) } },
      },
    ]);
    await screen.findAllByTestId('thread-message');
    await user.type(screen.getByRole('textbox', { name: 'رسالتك' }), '  شكراً لكم ');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(screen.getAllByTestId('thread-message')).toHaveLength(2));
    const last = screen.getAllByTestId('thread-message')[1];
    expect(last).toHaveTextContent('شكراً لكم');
    expect(within(last).getByTestId('read-receipt')).toHaveTextContent('أُرسلت');
    expect(screen.getByRole('textbox', { name: 'رسالتك' })).toHaveValue('');
  });
});

describe('the composer refuses bad input with the code’s words', () => {
  it('an empty message, before sending anything', async () => {
    const user = userEvent.setup();
    renderThread([threadMock([]), headerMock(0)]);
    expect(await screen.findByTestId('thread-empty')).toHaveTextContent('لا رسائل بعد');
    await user.type(screen.getByRole('textbox', { name: 'رسالتك' }), '   ');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.getByTestId('composer-error')).toHaveTextContent('اكتب رسالتك أو أرفق ملفاً واحداً على الأقل');
  });

  it('a message over 5000 characters', async () => {
    const user = userEvent.setup();
    renderThread([threadMock([]), headerMock(0)]);
    const box = await screen.findByRole('textbox', { name: 'رسالتك' });
    await user.click(box);
    await user.paste('ن'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.getByTestId('composer-error')).toHaveTextContent(/يجب ألا تزيد الرسالة عن \S+ حرف/);
  });

  it('a file of the wrong type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderThread([threadMock([]), headerMock(0)]);
    await screen.findByTestId('thread-empty');
    await user.upload(
      screen.getByTestId('composer-file-input'),
      new File(['GIF89a'], 'صورة.gif', { type: 'image/gif' }),
    );
    expect(screen.getByTestId('composer-error')).toHaveTextContent('نوع الملف صورة.gif غير مدعوم');
    expect(screen.queryByTestId('composer-files')).toBeNull();
  });

  it('the server’s refusal, by its code', async () => {
    const user = userEvent.setup();
    renderThread([
      threadMock([]),
      headerMock(0),
      {
        request: { query: SendOrderMessageDocument, variables: { orderId: ORDER_ID, body: 'مرحبا' } },
        result: {
          errors: [
            new GraphQLError('server words', { extensions: { code: 'BAD_USER_INPUT', reason: 'MESSAGE_EMPTY' } }),
          ],
        },
      },
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'رسالتك' }), 'مرحبا');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByTestId('composer-error')).toHaveTextContent('اكتب رسالتك أو أرفق ملفاً واحداً على الأقل');
    expect(screen.getByRole('textbox', { name: 'رسالتك' })).toHaveValue('مرحبا');
  });
});
