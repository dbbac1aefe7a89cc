import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { toRestName } from '../src/common/validation/rest-input.js';
import { createUser, startTestApp, TEST_PASSWORD, type TestApp } from './helpers/test-app.js';

/**
 * Every operation that takes input exists on both APIs with one input definition: the same invalid input sent
 * to the REST route (snake_case) and to the GraphQL field (camelCase) is refused with the same Arabic messages
 * for the same fields. The table must name every REST route with a body or query and every GraphQL field with
 * arguments, so a new operation cannot skip the comparison.
 */
type Caller = 'anonymous' | 'client' | 'partner' | 'admin';
/** An invalid input in GraphQL's names; REST gets the same keys in snake_case unless the shapes differ (pages). */
type Case = Record<string, unknown> | { rest: Record<string, unknown>; graphql: Record<string, unknown> };
type Pair = { rest: string; graphql: string; document: string; as?: Caller; input?: 'wrapped'; cases: Case[] };

const LONG_PASSWORD = 'x'.repeat(129);
const LONG_TOKEN = 'x'.repeat(129);
const REGISTRATION = {
  email: 'parity@example.com',
  password: 'secret-123',
  fullName: 'محمد الأحمد',
  phone: '+905321234567',
};

/** Someone else an order is for, or a saved person (GraphQL names). */
const PERSON = {
  kind: 'relative',
  relation: 'father',
  fullNameAr: 'أحمد محمد الحلبي',
  fullNameLatin: 'Ahmad Alhalabi',
  fatherName: 'محمد',
  motherName: 'فاطمة الخطيب',
  birthDate: '1955-04-12',
  birthPlace: 'حلب',
  nationalNumber: '01010123456',
};

const PAIRS: Pair[] = [
  {
    rest: 'POST /auth/register',
    graphql: 'register',
    input: 'wrapped',
    document: 'mutation ($input: RegisterInput!) { register(input: $input) { accessToken } }',
    cases: [
      { ...REGISTRATION, email: 'm@' },
      { ...REGISTRATION, password: LONG_PASSWORD },
      { ...REGISTRATION, fullName: '  ' },
      { ...REGISTRATION, phone: '0933123456' },
    ],
  },
  {
    rest: 'POST /auth/login',
    graphql: 'login',
    document:
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
    cases: [
      { email: 'm@', password: 'secret-123' },
      { email: 'a@example.com', password: LONG_PASSWORD },
      { email: 'a@example.com', password: '' },
    ],
  },
  {
    rest: 'POST /auth/login/two-factor',
    graphql: 'loginTwoFactor',
    document:
      'mutation ($challengeToken: String!, $code: String!) { loginTwoFactor(challengeToken: $challengeToken, code: $code) { accessToken } }',
    cases: [
      { challengeToken: '', code: '123456' },
      { challengeToken: 'x', code: LONG_TOKEN },
    ],
  },
  {
    rest: 'POST /auth/two-factor/confirm',
    graphql: 'confirmTwoFactorSetup',
    as: 'client',
    document: 'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }',
    cases: [{ code: '' }],
  },
  {
    rest: 'POST /auth/two-factor/recovery-codes',
    graphql: 'regenerateRecoveryCodes',
    as: 'client',
    document: 'mutation ($code: String!) { regenerateRecoveryCodes(code: $code) }',
    cases: [{ code: LONG_TOKEN }],
  },
  {
    rest: 'POST /auth/two-factor/disable',
    graphql: 'disableTwoFactor',
    as: 'client',
    document: 'mutation ($password: String!) { disableTwoFactor(password: $password) }',
    cases: [{ password: '' }, { password: LONG_PASSWORD }],
  },
  {
    rest: 'POST /auth/refresh',
    graphql: 'refreshSession',
    document: 'mutation ($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { accessToken } }',
    cases: [{ refreshToken: '' }, { refreshToken: LONG_TOKEN }],
  },
  {
    rest: 'POST /auth/logout',
    graphql: 'logout',
    document: 'mutation ($refreshToken: String!) { logout(refreshToken: $refreshToken) }',
    cases: [{ refreshToken: '' }, { refreshToken: LONG_TOKEN }],
  },
  {
    rest: 'POST /auth/verify-email',
    graphql: 'verifyEmail',
    document: 'mutation ($token: String!) { verifyEmail(token: $token) { id } }',
    cases: [{ token: '' }, { token: LONG_TOKEN }],
  },
  {
    rest: 'PUT /auth/profile',
    graphql: 'updateProfile',
    as: 'client',
    input: 'wrapped',
    document: 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id } }',
    cases: [{ fullName: '' }, { fullName: null }, { phone: '0933123456' }],
  },
  {
    rest: 'PUT /auth/change-password',
    graphql: 'changePassword',
    as: 'client',
    document:
      'mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { accessToken } }',
    cases: [
      { currentPassword: '', newPassword: 'secret-123' },
      { currentPassword: 'secret-123', newPassword: LONG_PASSWORD },
    ],
  },
  {
    rest: 'POST /auth/forgot-password',
    graphql: 'forgotPassword',
    document: 'mutation ($email: String!) { forgotPassword(email: $email) }',
    cases: [{ email: 'm@' }],
  },
  {
    rest: 'POST /auth/reset-password',
    graphql: 'resetPassword',
    document:
      'mutation ($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }',
    cases: [
      { token: '', newPassword: 'secret-123' },
      { token: 'abc', newPassword: LONG_PASSWORD },
    ],
  },
  {
    rest: 'GET /admin/services',
    graphql: 'adminServices',
    as: 'admin',
    document: 'query ($search: String, $page: PageInput) { adminServices(search: $search, page: $page) { total } }',
    cases: [
      { search: 'x'.repeat(101) },
      { rest: { page_size: 101 }, graphql: { page: { pageSize: 101 } } },
      { rest: { page: 0 }, graphql: { page: { page: 0 } } },
    ],
  },
  {
    rest: 'POST /services',
    graphql: 'createService',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($input: CreateServiceInput!) { createService(input: $input) { id } }',
    cases: [
      { nameAr: ' ', category: 'translation', priceTry: '10' },
      { nameAr: 'ترجمة', category: 'translation', priceTry: '-5' },
      { nameAr: 'ترجمة', category: 'translation', priceTry: '10', estimatedDays: 0 },
    ],
  },
  {
    rest: 'PUT /services/{id}',
    graphql: 'updateService',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($id: Int!, $input: UpdateServiceInput!) { updateService(id: $id, input: $input) { id } }',
    cases: [
      { nameAr: '' },
      { priceTry: '1.555' },
      { descriptionAr: 'ن'.repeat(2001) },
      { requiredDocuments: [{ nameAr: 'جواز', maxFiles: 0 }] },
      { requiredDocuments: [{ nameAr: 'جواز', acceptedTypes: [] }] },
    ],
  },
  {
    rest: 'GET /admin/users',
    graphql: 'users',
    as: 'admin',
    document: 'query ($search: String, $page: PageInput) { users(search: $search, page: $page) { total } }',
    cases: [{ search: 'x'.repeat(101) }, { rest: { page_size: 0 }, graphql: { page: { pageSize: 0 } } }],
  },
  {
    rest: 'POST /admin/users',
    graphql: 'createUser',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    cases: [
      { email: 'm@', fullName: 'ليلى حداد', password: 'secret-123' },
      { email: 'staff@example.com', fullName: 'ليلى حداد', password: LONG_PASSWORD },
    ],
  },
  {
    rest: 'PUT /admin/users/{id}',
    graphql: 'updateUser',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }',
    cases: [{ fullName: ' ' }, { phone: '0933123456' }],
  },
  {
    rest: 'GET /admin/stats',
    graphql: 'dashboard',
    as: 'admin',
    document: 'query ($days: Int!) { dashboard(days: $days) { __typename } }',
    cases: [{ days: 8 }],
  },
  {
    rest: 'PUT /admin/cms',
    graphql: 'updateCms',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($input: CmsInput!) { updateCms(input: $input) { __typename } }',
    cases: [{ home: { steps: [] } }, { about: { teamSize: -1 } }],
  },
  {
    rest: 'PUT /admin/settings',
    graphql: 'updateSettings',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($input: SettingsInput!) { updateSettings(input: $input) { __typename } }',
    cases: [{ security: { passwordMinLength: 2 } }, { documents: { rejectionReasons: [{ ar: ' ' }] } }],
  },
  {
    rest: 'PUT /admin/exchange-rates',
    graphql: 'setExchangeRate',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id } }',
    cases: [
      { currency: 'SYP', perTry: '0' },
      { currency: 'SYP', perTry: 'abc' },
      { currency: 'EUR', perTry: '1' },
    ],
  },
  {
    rest: 'GET /admin/exchange-rates/history',
    graphql: 'exchangeRateHistory',
    as: 'admin',
    document:
      'query ($currency: String, $page: PageInput) { exchangeRateHistory(currency: $currency, page: $page) { total } }',
    cases: [{ currency: 'EUR' }, { rest: { page_size: 0 }, graphql: { page: { pageSize: 0 } } }],
  },
  {
    rest: 'POST /orders',
    graphql: 'createOrder',
    as: 'client',
    input: 'wrapped',
    document: 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
    cases: [
      { serviceId: 0 },
      { serviceId: 1, nationalId: 'x' },
      { serviceId: 1, notes: 'ن'.repeat(2001) },
      { serviceId: 1, applicant: { ...PERSON, fullNameLatin: 'أحمد' } },
      { serviceId: 1, applicant: { ...PERSON, relation: null, birthDate: '1955-13-01' } },
    ],
  },
  {
    rest: 'POST /auth/me/people',
    graphql: 'createSavedPerson',
    as: 'client',
    input: 'wrapped',
    document: 'mutation ($input: SavedPersonInput!) { createSavedPerson(input: $input) { id } }',
    cases: [
      { ...PERSON, kind: 'self' },
      { ...PERSON, fullNameAr: 'Ahmad', nationalNumber: '1' },
    ],
  },
  {
    rest: 'PUT /auth/me/people/{id}',
    graphql: 'updateSavedPerson',
    as: 'client',
    input: 'wrapped',
    document: 'mutation ($id: Int!, $input: SavedPersonInput!) { updateSavedPerson(id: $id, input: $input) { id } }',
    cases: [{ ...PERSON, motherName: ' ' }],
  },
  {
    rest: 'GET /orders',
    graphql: 'myOrders',
    as: 'client',
    document: 'query ($page: PageInput) { myOrders(page: $page) { total } }',
    cases: [{ rest: { page_size: 101 }, graphql: { page: { pageSize: 101 } } }],
  },
  {
    rest: 'GET /admin/orders',
    graphql: 'adminOrders',
    as: 'admin',
    document:
      'query ($search: String, $assignee: String, $page: PageInput) { adminOrders(search: $search, assignee: $assignee, page: $page) { total } }',
    cases: [
      { search: 'x'.repeat(101) },
      { rest: { page: 0 }, graphql: { page: { page: 0 } } },
      { assignee: 'someone' },
    ],
  },
  {
    rest: 'POST /orders/{id}/notes',
    graphql: 'addOrderNote',
    as: 'admin',
    document: 'mutation ($id: Int!, $body: String!) { addOrderNote(orderId: $id, body: $body) { id } }',
    cases: [{ body: ' ' }, { body: 'ن'.repeat(5001) }],
  },
  {
    rest: 'PUT /orders/{id}/rating',
    graphql: 'rateOrder',
    as: 'client',
    document:
      'mutation ($id: Int!, $stars: Int!, $comment: String) { rateOrder(orderId: $id, stars: $stars, comment: $comment) { id } }',
    cases: [{ stars: 0 }, { stars: 6 }, { stars: 5, comment: 'ن'.repeat(1001) }],
  },
  {
    rest: 'PUT /admin/orders/{id}/assignee',
    graphql: 'assignOrder',
    as: 'admin',
    document: 'mutation ($id: Int!, $userId: Int) { assignOrder(orderId: $id, userId: $userId) { id } }',
    cases: [{ userId: 0 }, { userId: -3 }],
  },
  {
    rest: 'GET /admin/audit',
    graphql: 'auditLog',
    as: 'admin',
    document:
      'query ($actorId: Int, $action: String, $from: String, $to: String, $page: PageInput) { auditLog(actorId: $actorId, action: $action, from: $from, to: $to, page: $page) { total } }',
    cases: [
      { from: '2026-02-30' },
      { from: '2026-03-02', to: '2026-03-01' },
      { action: 'x'.repeat(101) },
      { actorId: 0 },
      { rest: { page_size: 1000 }, graphql: { page: { pageSize: 1000 } } },
    ],
  },
  {
    rest: 'GET /webhooks',
    graphql: 'webhookEndpoints',
    as: 'admin',
    document: 'query ($ownerId: Int) { webhookEndpoints(ownerId: $ownerId) { id } }',
    cases: [{ ownerId: 0 }, { ownerId: -1 }],
  },
  {
    rest: 'POST /webhooks',
    graphql: 'createWebhookEndpoint',
    as: 'partner',
    document:
      'mutation ($url: String!, $events: [String!]!, $ownerId: Int) { createWebhookEndpoint(url: $url, events: $events, ownerId: $ownerId) { secret } }',
    cases: [
      { url: 'https://example.com/hooks', events: [] },
      { url: `https://example.com/${'x'.repeat(2048)}`, events: ['order.created'] },
      { url: 'https://example.com/hooks', events: ['order.created'], ownerId: 0 },
    ],
  },
  {
    rest: 'GET /admin/api-keys',
    graphql: 'apiKeys',
    as: 'admin',
    document: 'query ($partnerId: Int) { apiKeys(partnerId: $partnerId) { id } }',
    cases: [{ partnerId: 0 }, { partnerId: -2 }],
  },
  {
    rest: 'POST /admin/api-keys',
    graphql: 'createApiKey',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
    cases: [
      { partnerId: 1, name: 'CRM', scopes: ['orders:read', 'orders:delete'] },
      { partnerId: 1, name: 'CRM', scopes: [] },
      { partnerId: 1, name: ' ', scopes: ['orders:read'] },
      { partnerId: 0, name: 'CRM', scopes: ['orders:read'] },
      { partnerId: 1, name: 'CRM', scopes: ['orders:read'], allowedIps: ['10.0.0.0/33', 'nowhere'] },
    ],
  },
  ...(['PUT /orders/{id}/status', 'PUT /admin/orders/{id}/status'] as const).map((rest): Pair => ({
    rest,
    graphql: 'changeOrderStatus',
    as: 'admin',
    document:
      'mutation ($id: Int!, $status: OrderStatus!, $note: String, $waiveDocumentsReason: String) { changeOrderStatus(id: $id, status: $status, note: $note, waiveDocumentsReason: $waiveDocumentsReason) { id } }',
    cases: [
      { status: 'completed', note: 'ن'.repeat(1001) },
      { status: 'completed', waiveDocumentsReason: 'ن'.repeat(1001) },
    ],
  })),
  {
    rest: 'POST /orders/{id}/hold',
    graphql: 'holdOrder',
    as: 'admin',
    document: 'mutation ($id: Int!, $request: String!) { holdOrder(orderId: $id, request: $request) { id } }',
    cases: [{ request: ' ' }, { request: 'ن'.repeat(2001) }],
  },
  {
    rest: 'POST /orders/{id}/hold/answer',
    graphql: 'answerOrderHold',
    as: 'client',
    document: 'mutation ($id: Int!, $answer: String!) { answerOrderHold(orderId: $id, answer: $answer) { id } }',
    cases: [{ answer: '' }, { answer: 'ن'.repeat(2001) }],
  },
  {
    rest: 'POST /orders/{id}/messages',
    graphql: 'sendOrderMessage',
    as: 'client',
    document: 'mutation ($id: Int!, $body: String) { sendOrderMessage(orderId: $id, body: $body) { id } }',
    cases: [{ body: ' ' }, { body: 'ن'.repeat(5001) }],
  },
  {
    rest: 'GET /orders/{id}/messages',
    graphql: 'orderMessages',
    as: 'client',
    document: 'query ($id: Int!, $page: PageInput) { orderMessages(orderId: $id, page: $page) { total } }',
    cases: [{ rest: { page_size: 101 }, graphql: { page: { pageSize: 101 } } }],
  },
  {
    rest: 'POST /orders/{id}/results',
    graphql: 'addOrderResult',
    as: 'admin',
    input: 'wrapped',
    document: 'mutation ($id: Int!, $input: AddResultInput!) { addOrderResult(orderId: $id, input: $input) { id } }',
    cases: [{ note: 'ن'.repeat(2001) }, { carrier: 'x'.repeat(101), courierTrackingNumber: 'x'.repeat(101) }],
  },
  {
    rest: 'PUT /orders/{id}/documents/{documentId}/review',
    graphql: 'reviewOrderDocument',
    as: 'admin',
    document:
      'mutation ($id: Int!, $decision: String!, $reason: String) { reviewOrderDocument(orderId: $id, documentId: 1, decision: $decision, reason: $reason) { state } }',
    cases: [{ decision: 'maybe' }, { decision: 'rejected', reason: 'ن'.repeat(501) }],
  },
  {
    rest: 'POST /admin/orders/{id}/payments',
    graphql: 'recordOrderPayment',
    as: 'admin',
    document:
      'mutation ($id: Int!, $amount: Decimal!, $currency: Currency!, $reference: String, $refundReason: String) { recordOrderPayment(orderId: $id, amount: $amount, currency: $currency, reference: $reference, refundReason: $refundReason) { id } }',
    cases: [
      { amount: '10.555', currency: 'TRY' },
      { amount: '10', currency: 'TRY', reference: 'ن'.repeat(201) },
      { amount: '-10', currency: 'TRY', refundReason: 'ن'.repeat(1001) },
    ],
  },
  {
    rest: 'POST /admin/orders/{id}/payments/waive',
    graphql: 'waiveOrderPayment',
    as: 'admin',
    document: 'mutation ($id: Int!, $reason: String!) { waiveOrderPayment(orderId: $id, reason: $reason) { id } }',
    cases: [{ reason: '' }, { reason: 'ن'.repeat(1001) }],
  },
  {
    rest: 'PUT /orders/{id}/receipts/{fileId}/review',
    graphql: 'reviewOrderReceipt',
    as: 'admin',
    document:
      'mutation ($id: Int!, $decision: String!, $amount: Decimal, $reason: String) { reviewOrderReceipt(orderId: $id, fileId: 1, decision: $decision, amount: $amount, reason: $reason) { id } }',
    cases: [
      { decision: 'maybe' },
      { decision: 'accept', amount: '1.234' },
      { decision: 'reject', reason: 'ن'.repeat(1001) },
    ],
  },
  {
    rest: 'POST /contact',
    graphql: 'sendContactMessage',
    input: 'wrapped',
    document: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
    cases: [
      { name: 'م', email: 'sara@example.com', message: 'أريد استخراج بيان عائلي' },
      { name: 'سارة', phone: '0933123456', message: 'أريد استخراج بيان عائلي' },
    ],
  },
];

/**
 * Inputs with no counterpart on the other API, each with the reason. Path ids (`/services/{id}`) are not in the
 * table: REST checks them with the path-id pipe and GraphQL's `Int!` arguments are typed by the schema.
 */
const REST_ONLY: Record<string, string> = {
  'GET /admin/orders/export': 'the spreadsheet download',
  'GET /services/{id}/image': '`v`, the cache key of an image address',
  'GET /content/logo': '`v`, the cache key of an image address',
  'GET /content/favicon': '`v`, the cache key of an image address',
  'GET /config/web-app-manifest': 'the browser’s manifest file (the installable app); `lang` as GET /config',
};
const GRAPHQL_ONLY: Record<string, string> = {
  trackOrder: 'REST takes the tracking number in the path',
  verifyDocument: 'REST takes the verification code in the path',
  uploadLogo: 'REST takes files as multipart',
  uploadFavicon: 'REST takes files as multipart',
  uploadServiceImage: 'REST takes files as multipart',
  uploadOrderReceipt: 'REST takes files as multipart',
  uploadOrderAttachment: 'REST takes files as multipart',
  uploadOrderDocument: 'REST takes files as multipart',
};
/** Pairs whose every invalid value GraphQL's own types refuse (an enum, a DateTime), before any rule runs. */
const TYPED_BY_SCHEMA: Record<string, string> = {
  'GET /services': 'services',
  'GET /admin/notifications': 'backOfficeNotifications',
  // `lang` / `language`: the Language enum, which GraphQL's schema refuses before any resolver.
  'GET /admin/cms': 'cms',
  'GET /config': 'publicConfig',
  'GET /content': 'siteContent',
};

/**
 * Record ids: a REST path parameter, a GraphQL `Int` argument; the same id out of range is refused alike. `$id` is
 * the id sent; other arguments are valid, so only the id can be refused.
 */
const FILE = { fileName: 'receipt.png', contentBase64: 'aGVsbG8=' };
/** `body`: a valid body for a PUT, so only the id can be refused. */
const ID_PAIRS: {
  rest: string;
  as: Caller;
  document: string;
  variables?: Record<string, unknown>;
  body?: Record<string, unknown>;
}[] = [
  {
    rest: 'DELETE /admin/api-keys/{id}',
    as: 'admin',
    document: 'mutation ($id: Int!) { revokeApiKey(id: $id) { id } }',
  },
  { rest: 'GET /services/{id}', as: 'anonymous', document: 'query ($id: Int!) { service(id: $id) { id } }' },
  {
    rest: 'PUT /services/{id}',
    as: 'admin',
    document: 'mutation ($id: Int!) { updateService(id: $id, input: {}) { id } }',
  },
  { rest: 'DELETE /services/{id}', as: 'admin', document: 'mutation ($id: Int!) { deleteService(id: $id) }' },
  {
    rest: 'POST /services/{id}/image',
    as: 'admin',
    document: 'mutation ($id: Int!, $file: FileUpload!) { uploadServiceImage(id: $id, file: $file) { id } }',
    variables: { file: FILE },
  },
  {
    rest: 'DELETE /services/{id}/image',
    as: 'admin',
    document: 'mutation ($id: Int!) { removeServiceImage(id: $id) { id } }',
  },
  { rest: 'GET /orders/{id}', as: 'client', document: 'query ($id: Int!) { order(id: $id) { id } }' },
  {
    rest: 'PUT /orders/{id}/status',
    as: 'admin',
    document: 'mutation ($id: Int!) { changeOrderStatus(id: $id, status: completed) { id } }',
  },
  {
    rest: 'POST /orders/{id}/receipt',
    as: 'client',
    document: 'mutation ($id: Int!, $file: FileUpload!) { uploadOrderReceipt(orderId: $id, file: $file) { id } }',
    variables: { file: FILE },
  },
  {
    rest: 'POST /orders/{id}/files',
    as: 'client',
    document: 'mutation ($id: Int!, $file: FileUpload!) { uploadOrderAttachment(orderId: $id, file: $file) { id } }',
    variables: { file: FILE },
  },
  {
    rest: 'GET /orders/{id}/documents',
    as: 'client',
    document: 'query ($id: Int!) { orderDocuments(orderId: $id) { state } }',
  },
  {
    rest: 'POST /orders/{id}/documents/1',
    as: 'client',
    document:
      'mutation ($id: Int!, $file: FileUpload!) { uploadOrderDocument(orderId: $id, requirementId: 1, file: $file) { state } }',
    variables: { file: FILE },
  },
  {
    rest: 'PUT /orders/{id}/documents/1/review',
    as: 'admin',
    document:
      'mutation ($id: Int!) { reviewOrderDocument(orderId: $id, documentId: 1, decision: "accepted") { state } }',
  },
  {
    rest: 'DELETE /orders/1/files/{id}',
    as: 'client',
    document: 'mutation ($id: Int!) { deleteOrderFile(orderId: 1, fileId: $id) { id } }',
  },
  {
    rest: 'POST /orders/{id}/hold',
    as: 'admin',
    document: 'mutation ($id: Int!) { holdOrder(orderId: $id, request: "نسخة أوضح") { id } }',
  },
  {
    rest: 'POST /admin/orders/{id}/payments',
    as: 'admin',
    document: 'mutation ($id: Int!) { recordOrderPayment(orderId: $id, amount: "10", currency: TRY) { id } }',
  },
  {
    rest: 'POST /admin/orders/{id}/payments/waive',
    as: 'admin',
    document: 'mutation ($id: Int!) { waiveOrderPayment(orderId: $id, reason: "حالة إنسانية") { id } }',
  },
  {
    rest: 'PUT /orders/{id}/receipts/1/review',
    as: 'admin',
    document:
      'mutation ($id: Int!) { reviewOrderReceipt(orderId: $id, fileId: 1, decision: "reject", reason: "x") { id } }',
  },
  {
    rest: 'POST /orders/{id}/resume',
    as: 'admin',
    document: 'mutation ($id: Int!) { resumeOrder(orderId: $id) { id } }',
  },
  {
    rest: 'POST /orders/{id}/hold/answer',
    as: 'client',
    document: 'mutation ($id: Int!) { answerOrderHold(orderId: $id, answer: "تم") { id } }',
  },
  {
    rest: 'GET /orders/{id}/notifications',
    as: 'admin',
    document: 'query ($id: Int!) { orderNotifications(orderId: $id) { id } }',
  },
  {
    rest: 'GET /orders/{id}/notes',
    as: 'admin',
    document: 'query ($id: Int!) { orderNotes(orderId: $id) { id } }',
  },
  {
    rest: 'POST /orders/{id}/notes',
    as: 'admin',
    document: 'mutation ($id: Int!) { addOrderNote(orderId: $id, body: "ملاحظة") { id } }',
  },
  {
    rest: 'PUT /admin/orders/{id}/assignee',
    as: 'admin',
    document: 'mutation ($id: Int!) { assignOrder(orderId: $id, userId: 1) { id } }',
  },
  {
    rest: 'PUT /orders/{id}/rating',
    as: 'client',
    document: 'mutation ($id: Int!) { rateOrder(orderId: $id, stars: 5) { id } }',
    body: { stars: 5 },
  },
  {
    rest: 'POST /admin/ratings/{id}/testimonial',
    as: 'admin',
    document: 'mutation ($id: Int!) { addRatingToTestimonials(id: $id) { id } }',
  },
  {
    rest: 'POST /orders/{id}/results',
    as: 'admin',
    document: 'mutation ($id: Int!) { addOrderResult(orderId: $id, input: { carrier: "DHL" }) { id } }',
  },
  {
    rest: 'POST /orders/{id}/messages',
    as: 'client',
    document: 'mutation ($id: Int!) { sendOrderMessage(orderId: $id, body: "مرحبا") { id } }',
  },
  {
    rest: 'GET /orders/{id}/messages',
    as: 'client',
    document: 'query ($id: Int!) { orderMessages(orderId: $id) { total } }',
  },
  {
    rest: 'POST /orders/{id}/messages/read',
    as: 'client',
    document: 'mutation ($id: Int!) { markOrderMessagesRead(orderId: $id) { readAt } }',
  },
  {
    rest: 'GET /orders/{id}/results',
    as: 'client',
    document: 'query ($id: Int!) { orderResults(orderId: $id) { id } }',
  },
  {
    rest: 'PUT /admin/users/{id}',
    as: 'admin',
    document: 'mutation ($id: Int!) { updateUser(id: $id, input: {}) { id } }',
  },
  {
    rest: 'DELETE /admin/users/{id}/two-factor',
    as: 'admin',
    document: 'mutation ($id: Int!) { resetUserTwoFactor(id: $id) { id } }',
  },
  { rest: 'DELETE /admin/users/{id}', as: 'admin', document: 'mutation ($id: Int!) { deleteUser(id: $id) }' },
  {
    rest: 'PUT /auth/me/people/{id}',
    as: 'client',
    document: 'mutation ($id: Int!, $input: SavedPersonInput!) { updateSavedPerson(id: $id, input: $input) { id } }',
    variables: { input: PERSON },
  },
  {
    rest: 'DELETE /auth/me/people/{id}',
    as: 'client',
    document: 'mutation ($id: Int!) { deleteSavedPerson(id: $id) }',
  },
  { rest: 'DELETE /admin/backups/{id}', as: 'admin', document: 'mutation ($id: Int!) { deleteBackup(id: $id) }' },
  {
    rest: 'DELETE /webhooks/{id}',
    as: 'partner',
    document: 'mutation ($id: Int!) { deleteWebhookEndpoint(id: $id) { id } }',
  },
  {
    rest: 'POST /webhooks/{id}/enable',
    as: 'partner',
    document: 'mutation ($id: Int!) { enableWebhookEndpoint(id: $id) { id } }',
  },
  {
    rest: 'GET /webhooks/{id}/deliveries',
    as: 'partner',
    document: 'query ($id: Int!) { webhookDeliveries(id: $id) { id } }',
  },
  {
    rest: 'POST /webhooks/{id}/deliveries/1/replay',
    as: 'partner',
    document: 'mutation ($id: Int!) { replayWebhookDelivery(id: $id, deliveryId: 1) { id } }',
  },
  {
    rest: 'POST /admin/backups/{id}/restore',
    as: 'admin',
    document: 'mutation ($id: Int!) { restoreBackup(id: $id) { __typename } }',
  },
];
const ID_ARGUMENT = /^(id|orderId|fileId|deliveryId)$/;

const snakeKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [toRestName(key), snakeKeys(child)]));
};

const shapes = (input: Case): { rest: Record<string, unknown>; graphql: Record<string, unknown> } =>
  'rest' in input && 'graphql' in input
    ? (input as { rest: Record<string, unknown>; graphql: Record<string, unknown> })
    : { rest: snakeKeys(input) as Record<string, unknown>, graphql: input };

type FieldError = { loc: (string | number)[]; msg: string };
/** What a caller learns from a refusal: each message with the field it names (REST's name; GraphQL nests the page fields). */
const refusals = (errors: FieldError[]) =>
  errors.map(({ loc, msg }) => ({ field: toRestName(String(loc.at(-1))), msg }));

describe('one input definition per operation: REST and GraphQL refuse the same input alike', () => {
  let t: TestApp;
  let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = {
      client: (await createUser(t, 'client')).token,
      partner: (await createUser(t, 'partner')).token,
      admin: (await createUser(t, 'admin')).token,
    };
  });
  afterAll(() => t.close());

  it('compares every REST route with a body or query and every GraphQL field with arguments', async () => {
    const { paths } = (await t.http().get('/api/v1/openapi.json').expect(200)).body as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, unknown> }; parameters?: { in: string }[] }>
      >;
    };
    const restInputs = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            operation.requestBody?.content?.['application/json'] ||
            operation.parameters?.some((parameter) => parameter.in === 'query'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path.replace('/api/v1', '')}`),
    );
    expect(
      [...PAIRS.map((pair) => pair.rest), ...Object.keys(REST_ONLY), ...Object.keys(TYPED_BY_SCHEMA)].sort(),
    ).toEqual(restInputs.sort());

    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}),
    );
    const withArguments = rootFields
      .filter((field) => field.args.some((argument) => !ID_ARGUMENT.test(argument.name)))
      .map((field) => field.name);
    expect(
      [
        ...new Set([
          ...PAIRS.map((pair) => pair.graphql),
          ...Object.keys(GRAPHQL_ONLY),
          ...Object.values(TYPED_BY_SCHEMA),
        ]),
      ].sort(),
    ).toEqual(withArguments.sort());

    const withIds = rootFields
      .filter((field) => field.args.some((argument) => ID_ARGUMENT.test(argument.name)))
      .map((field) => field.name);
    expect(ID_PAIRS.map((pair) => /\{\s*(\w+)\(/.exec(pair.document)?.[1]).sort()).toEqual(withIds.sort());
  });

  it("names a field a service refuses in each API's own vocabulary (GraphQL used to get REST's snake_case)", async () => {
    const { auth, token } = await createUser(t, 'client');
    const rest = await t
      .http()
      .put('/api/v1/auth/change-password')
      .set('Authorization', auth)
      .send({ current_password: `${TEST_PASSWORD}-not`, new_password: 'new-secret-123' });
    expect(rest.status).toBe(422);
    expect(rest.body.detail).toEqual([
      { loc: ['body', 'current_password'], msg: 'كلمة المرور الحالية غير صحيحة', type: 'invalid_password' },
    ]);
    const graphql = await t.graphql(
      PAIRS.find((pair) => pair.graphql === 'changePassword')!.document,
      { currentPassword: `${TEST_PASSWORD}-not`, newPassword: 'new-secret-123' },
      token,
    );
    expect(graphql.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_PASSWORD',
      fieldErrors: [
        { loc: ['body', 'currentPassword'], msg: 'كلمة المرور الحالية غير صحيحة', type: 'invalid_password' },
      ],
    });
  });

  describe.each(ID_PAIRS)('$rest and its GraphQL field', (pair) => {
    it.each([0, -5])('refuse the id %d alike', async (id) => {
      const [method, path] = pair.rest.split(' ');
      const token = pair.as === 'anonymous' ? undefined : tokens[pair.as];
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const call = t.http()[verb](`/api/v1${path.replace('{id}', String(id))}`);
      if (token) call.set('Authorization', `Bearer ${token}`);
      const restAnswer = await (method === 'PUT'
        ? call.send(pair.body ?? (pair.rest.includes('status') ? { status: 'completed' } : {}))
        : call);
      expect(restAnswer.status).toBe(422);

      const gqlAnswer = await t.graphql(pair.document, { id, ...pair.variables }, token);
      const [error] = gqlAnswer.body.errors ?? [];
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      // The names differ by design (REST's path says `id` where GraphQL says `orderId`): the messages must not.
      expect(error.extensions.fieldErrors.map((entry: FieldError) => entry.msg)).toEqual(
        restAnswer.body.detail.map((entry: FieldError) => entry.msg),
      );
    });
  });

  describe.each(PAIRS)('$rest and $graphql', (pair) => {
    it.each(pair.cases.map((input) => [JSON.stringify(input).slice(0, 80), input]))(
      'refuse %s alike',
      async (_label, input) => {
        const { rest, graphql } = shapes(input as Case);
        const [method, path] = pair.rest.split(' ');
        const token = pair.as && pair.as !== 'anonymous' ? tokens[pair.as] : undefined;
        const verb = method.toLowerCase() as 'get' | 'post' | 'put';
        const call = t.http()[verb](`/api/v1${path.replace(/\{\w+\}/g, '1')}`);
        if (token) call.set('Authorization', `Bearer ${token}`);
        const restAnswer = await (method === 'GET' ? call.query(rest) : call.send(rest));
        expect(restAnswer.status).toBe(422);

        const variables = pair.input === 'wrapped' ? { input: graphql } : graphql;
        const gqlAnswer = await t.graphql(
          pair.document,
          { ...variables, ...(pair.document.includes('$id') ? { id: 1 } : {}) },
          token,
        );
        const [error] = gqlAnswer.body.errors ?? [];
        expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(refusals(error.extensions.fieldErrors)).toEqual(refusals(restAnswer.body.detail));
        expect(error.message).toBe(restAnswer.body.detail.map((entry: FieldError) => entry.msg).join('\n'));
      },
    );
  });
});
