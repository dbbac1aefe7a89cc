import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminPartnersPage, {
  AdminPartnersDocument,
  PARTNERS_PAGE_SIZE,
  PartnerIntegrationDocument,
} from './AdminPartnersPage';
import { WebhookDeliveriesDocument } from './components/DeliveriesDialog';
import { CreateApiKeyDocument } from './hooks/useCreateApiKey';
import { CreateWebhookDocument } from './hooks/useCreateWebhook';
import { ReplayDeliveryDocument } from './hooks/useReplayDelivery';
import { RevokeApiKeyDocument } from './hooks/useRevokeApiKey';

vi.setConfig({ testTimeout: 20_000 });

const partnersMock: MockLink.MockedResponse = {
  request: { query: AdminPartnersDocument, variables: { page: { page: 1, pageSize: PARTNERS_PAGE_SIZE } } },
  result: {
    data: {
      users: {
        __typename: 'UserPage',
        total: 1,
        items: [{ __typename: 'User', id: 9, fullName: 'شركة الوسيط', email: 'api@partner.example', isActive: true }],
      },
    },
  },
};

const apiKey = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey' as const,
  id,
  partnerId: 9,
  name: `مفتاح ${id}`,
  prefix: `lo_live_abc${id}`,
  scopes: ['orders:read'],
  allowedIps: ['203.0.113.0/24'],
  expiresAt: null,
  lastUsedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const endpoint = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint' as const,
  id,
  ownerId: 9,
  url: `https://hooks.partner.example/${id}`,
  events: ['order.created'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const delivery = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery' as const,
  id,
  endpointId: 3,
  eventType: 'order.created',
  status: 'failed',
  attempts: 5,
  lastStatusCode: 500,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: null,
  ...overrides,
});

const integrationMock = (
  keys: ReturnType<typeof apiKey>[],
  endpoints: ReturnType<typeof endpoint>[],
): MockLink.MockedResponse => ({
  request: { query: PartnerIntegrationDocument, variables: { partnerId: 9 } },
  result: { data: { apiKeys: keys, webhookEndpoints: endpoints } },
});

function renderPartners(mocks: MockLink.MockedResponse[]) {
  signInAs('admin', { id: 5, fullName: 'مدير المكتب' });
  return renderPage(<AdminPartnersPage />, {
    path: '/admin/partners',
    mocks: [siteConfigMock, partnersMock, ...mocks],
  });
}

describe('the back-office partners screen', () => {
  it("lists the partner's keys and endpoints, with a disabled endpoint's reason", async () => {
    renderPartners([
      integrationMock(
        [apiKey(1), apiKey(2, { revokedAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null })],
        [
          endpoint(3),
          endpoint(4, {
            enabled: false,
            disabledReason: 'consecutive_failures',
            consecutiveFailures: 3,
            disabledAt: '2026-11-22T10:00:00.000Z',
          }),
        ],
      ),
    ]);
    const keys = await screen.findAllByTestId('api-key-card');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toHaveTextContent('مفتاح 1');
    expect(keys[0]).toHaveTextContent('lo_live_abc1');
    expect(keys[0]).toHaveTextContent('قراءة الطلبات');
    expect(keys[0]).toHaveTextContent('203.0.113.0/24');
    expect(keys[0]).toHaveTextContent('لا ينتهي');
    expect(keys[1]).toHaveTextContent('ملغى');
    expect(keys[1]).toHaveTextContent('لم يُستخدم بعد');
    const endpoints = screen.getAllByTestId('webhook-card');
    expect(endpoints).toHaveLength(2);
    expect(endpoints[0]).toHaveTextContent('https://hooks.partner.example/3');
    expect(endpoints[0]).toHaveTextContent('إنشاء طلب');
    expect(within(endpoints[1]).getByTestId('disabled-reason')).toHaveTextContent('٣ مرات');
    expect(within(endpoints[1]).getByRole('button', { name: 'تفعيل' })).toBeInTheDocument();
  });

  it('creates a key and shows its secret once, then revokes a key after confirming', async () => {
    const user = userEvent.setup();
    const created = apiKey(7, {
      name: 'نظام الشريك',
      scopes: ['orders:read', 'orders:write'],
      allowedIps: [],
      lastUsedAt: null,
    });
    renderPartners([
      integrationMock([apiKey(1)], []),
      {
        request: {
          query: CreateApiKeyDocument,
          variables: {
            input: {
              partnerId: 9,
              name: 'نظام الشريك',
              scopes: ['orders:read', 'orders:write'],
              expiresAt: null,
              allowedIps: [],
            },
          },
        },
        result: {
          data: { createApiKey: { __typename: 'CreatedApiKey', secret: 'lo_live_SECRET123', apiKey: created } },
        },
      },
      {
        request: { query: RevokeApiKeyDocument, variables: { id: 1 } },
        result: { data: { revokeApiKey: { __typename: 'ApiKey', id: 1, revokedAt: '2026-11-29T06:00:00.000Z' } } },
      },
    ]);
    await screen.findAllByTestId('api-key-card');
    await user.click(screen.getByRole('button', { name: 'مفتاح جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'مفتاح جديد' });
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء المفتاح' }));
    expect(await within(dialog).findByText('اكتب اسماً للمفتاح')).toBeInTheDocument();
    expect(within(dialog).getByText('اختر صلاحية واحدة على الأقل')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^اسم المفتاح/), 'نظام الشريك');
    await user.click(within(dialog).getByLabelText('قراءة الطلبات'));
    await user.click(within(dialog).getByLabelText('إنشاء الطلبات وتعديلها'));
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء المفتاح' }));
    const secret = await screen.findByRole('alertdialog', { name: 'المفتاح الجديد' });
    expect(within(secret).getByTestId('secret')).toHaveTextContent('lo_live_SECRET123');
    expect(secret).toHaveTextContent('لن يُعرض مرة أخرى');
    expect(within(secret).getByRole('button', { name: 'نسخ السرّ' })).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: 'حفظته' }));
    await waitFor(() => expect(screen.queryByText('lo_live_SECRET123')).not.toBeInTheDocument());
    const keys = screen.getAllByTestId('api-key-card');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toHaveTextContent('نظام الشريك');

    await user.click(within(keys[1]).getByRole('button', { name: 'إلغاء المفتاح' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'إلغاء المفتاح؟' });
    expect(confirm).toHaveTextContent('مفتاح 1');
    await user.click(within(confirm).getByRole('button', { name: 'إلغاء المفتاح' }));
    expect(await screen.findByText('أُلغي المفتاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('api-key-card')[1]).toHaveTextContent('ملغى'));
  });

  it('creates an endpoint with events, shows its secret, and translates a refused URL', async () => {
    const user = userEvent.setup();
    renderPartners([
      integrationMock([], []),
      {
        request: {
          query: CreateWebhookDocument,
          variables: { url: 'https://10.0.0.1/hook', events: ['order.created'], ownerId: 9 },
        },
        result: {
          errors: [
            new GraphQLError('inward', { extensions: { code: 'BAD_USER_INPUT', reason: 'WEBHOOK_URL_INWARD' } }),
          ],
        },
      },
      {
        request: {
          query: CreateWebhookDocument,
          variables: {
            url: 'https://hooks.partner.example/new',
            events: ['order.created', 'payment.recorded'],
            ownerId: 9,
          },
        },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: 'CreatedWebhookEndpoint',
              secret: 'whsec_ONCE',
              endpoint: endpoint(8, {
                url: 'https://hooks.partner.example/new',
                events: ['order.created', 'payment.recorded'],
              }),
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'نقطة جديدة' }));
    const dialog = await screen.findByRole('dialog', { name: 'نقطة ويب هوك جديدة' });
    const url = within(dialog).getByLabelText(/^العنوان/);
    await user.clear(url);
    await user.type(url, 'https://10.0.0.1/hook');
    await user.click(within(dialog).getByLabelText('إنشاء طلب'));
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء النقطة' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('شبكة داخلية أو خاصة');
    await user.clear(url);
    await user.type(url, 'https://hooks.partner.example/new');
    await user.click(within(dialog).getByLabelText('تسجيل دفعة'));
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء النقطة' }));
    const secret = await screen.findByRole('alertdialog', { name: 'سرّ التوقيع' });
    expect(within(secret).getByTestId('secret')).toHaveTextContent('whsec_ONCE');
    await user.click(within(secret).getByRole('button', { name: 'حفظته' }));
    const cards = await screen.findAllByTestId('webhook-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('تسجيل دفعة');
  });

  it('shows the delivery log and replays a delivery', async () => {
    const user = userEvent.setup();
    renderPartners([
      integrationMock([], [endpoint(3)]),
      {
        request: { query: WebhookDeliveriesDocument, variables: { id: 3 } },
        result: { data: { webhookDeliveries: [delivery(11, { lastError: 'connect ECONNREFUSED' })] } },
      },
      {
        request: { query: ReplayDeliveryDocument, variables: { id: 3, deliveryId: 11 } },
        result: {
          data: {
            replayWebhookDelivery: delivery(12, {
              status: 'pending',
              attempts: 0,
              lastStatusCode: null,
              createdAt: '2026-11-29T06:00:00.000Z',
            }),
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'سجل الإرسال' }));
    const dialog = await screen.findByRole('dialog', { name: 'سجل الإرسال' });
    const rows = await within(dialog).findAllByTestId('delivery-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('إنشاء طلب');
    expect(rows[0]).toHaveTextContent('فشل');
    expect(rows[0]).toHaveTextContent('٥ محاولات');
    expect(rows[0]).toHaveTextContent('500');
    expect(rows[0]).toHaveTextContent('connect ECONNREFUSED');
    await user.click(within(rows[0]).getByRole('button', { name: 'إعادة الإرسال' }));
    expect(await screen.findByText('أُعيد إرسال الحدث')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByTestId('delivery-row')).toHaveLength(2));
    expect(within(dialog).getAllByTestId('delivery-row')[0]).toHaveTextContent('قيد الانتظار');
  });
});
