import { isDeepStrictEqual } from 'node:util';
import type { Prisma } from '../../src/generated/prisma/client.js';
import { CMS_DEFAULTS } from '../../src/cms/cms-defaults.js';
import { CmsService } from '../../src/cms/cms.service.js';
import { SETTINGS_DEFAULTS } from '../../src/settings/settings-defaults.js';
import { SettingsService } from '../../src/settings/settings.service.js';
import { createUser, type TestApp } from './test-app.js';
import { waitFor } from './wait-for.js';

/** Tiny real images, recognized by their content as `file-type` sees them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');

/** An ICO holding one 1x1 PNG image. */
function icoOf(png: Buffer) {
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(1, 0);
  entry.writeUInt8(1, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, png]);
}

export const IMAGES = {
  png: PNG,
  jpg: JPG,
  webp: WEBP,
  ico: icoOf(PNG),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** A PNG header followed by padding: recognized as PNG, but `megabytes` big. */
  bigPng: (megabytes: number) => Buffer.concat([PNG, Buffer.alloc(Math.ceil(megabytes * 1024 * 1024))]),
};

export const base64Upload = (fileName: string, bytes: Buffer) => ({
  fileName,
  contentBase64: bytes.toString('base64'),
});

/** A signed-in client, staff member and admin. */
export async function signedInRoles(t: TestApp) {
  return {
    client: await createUser(t, 'client'),
    staff: await createUser(t, 'staff'),
    admin: await createUser(t, 'admin'),
  };
}
export type Roles = Awaited<ReturnType<typeof signedInRoles>>;

/**
 * A write straight into the settings or content tables (as a restore or another tool would), answered
 * once the app's in-memory copies hold what is stored: over PostgreSQL the NOTIFY that drops them
 * arrives a moment after the commit.
 */
export async function writeDirectly<T>(t: TestApp, write: () => Promise<T>): Promise<T> {
  const result = await write();
  const settings = t.app.get(SettingsService);
  const cms = t.app.get(CmsService);
  await waitFor(
    async () =>
      isDeepStrictEqual(await settings.getAll(), await settings.getAll(t.prisma)) &&
      isDeepStrictEqual(await cms.getAll(), await cms.getAll(t.prisma)),
  );
  return result;
}

/** Puts the CMS and settings back to their first-start values between tests. */
export function restoreContentDefaults(t: TestApp) {
  return writeDirectly(t, async () => {
    for (const [key, data] of Object.entries(SETTINGS_DEFAULTS)) {
      await t.prisma.settingGroup.update({ where: { key }, data: { data: data as Prisma.InputJsonObject } });
    }
    for (const [key, data] of Object.entries(CMS_DEFAULTS)) {
      await t.prisma.cmsSection.update({ where: { key }, data: { data: data as Prisma.InputJsonObject } });
    }
    await t.prisma.cmsSection.deleteMany({ where: { key: { notIn: Object.keys(CMS_DEFAULTS) } } });
  });
}

export type Caller = 'anonymous' | 'client' | 'staff' | 'admin';

/** The Authorization header and GraphQL token of a caller (none for anonymous). */
export const authOf = (roles: Roles, caller: Caller) =>
  caller === 'anonymous' ? {} : { Authorization: roles[caller].auth };
export const tokenOf = (roles: Roles, caller: Caller) => (caller === 'anonymous' ? undefined : roles[caller].token);

/** How a refused caller is answered: 401 for anonymous, 403 for a signed-in caller without the role. */
export const DENIED = {
  anonymous: { status: 401, detail: 'يجب تسجيل الدخول للمتابعة', code: 'UNAUTHENTICATED' },
  client: { status: 403, detail: 'ليس لديك صلاحية للقيام بهذا الإجراء', code: 'FORBIDDEN' },
  staff: { status: 403, detail: 'ليس لديك صلاحية للقيام بهذا الإجراء', code: 'FORBIDDEN' },
} as const;

export function graphqlCode(body: { errors?: { extensions?: { code?: string } }[] }) {
  return body.errors?.[0]?.extensions?.code;
}

let serviceCounter = 0;

/** A catalogue service made directly in the database (active unless told otherwise). */
export async function createTestService(t: TestApp, overrides: Partial<Prisma.ServiceCreateInput> = {}) {
  serviceCounter += 1;
  return t.prisma.service.create({
    data: {
      nameAr: `خدمة تجريبية ${serviceCounter}`,
      nameTr: `Deneme hizmeti ${serviceCounter}`,
      nameEn: `Test service ${serviceCounter}`,
      category: 'other',
      priceTry: '100.00',
      sortOrder: 1000 + serviceCounter,
      ...overrides,
    },
  });
}
