import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { SecretBox } from '../../common/secrets/secret-box.js';
import type { Prisma } from '../../generated/prisma/client.js';
import {
  SMS_SECRETS,
  WHATSAPP_SECRETS,
  type SmsConfig,
  type SmsProvider,
  type WhatsappConfig,
  type WhatsappProvider,
} from './provider-fields.js';

type Channel = 'whatsapp' | 'sms';
const SECRET_NAMES = { whatsapp: WHATSAPP_SECRETS, sms: SMS_SECRETS } as const;
const EMPTY_CONFIG = {
  whatsapp: { phone_number_id: '', templates: {} } satisfies WhatsappConfig,
  sms: { account_sid: '', from_number: '' } satisfies SmsConfig,
};

/** A change of a provider's settings: plain fields replace; a secret given replaces, '' removes, absent keeps. */
export type ProviderPatch = Record<string, unknown>;

/**
 * The WhatsApp and SMS providers' credentials. Secrets are sealed (common/secrets/secret-box.ts) before they reach
 * the database and opened only to send or to check a callback; answers say only whether each is set.
 */
@Injectable()
export class NotificationProvidersService {
  private readonly box: SecretBox;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.secretsKey);
  }

  /** What the settings page shows: the plain fields and, per secret, `<name>_set`. */
  async view(channel: Channel) {
    const { config, sealed } = await this.read(channel);
    const set = Object.fromEntries(SECRET_NAMES[channel].map((name) => [`${name}_set`, Boolean(sealed[name])]));
    return { ...config, ...set };
  }

  async update(channel: Channel, patch: ProviderPatch) {
    const { config, sealed } = await this.read(channel);
    const secretNames: readonly string[] = SECRET_NAMES[channel];
    const nextConfig: Record<string, unknown> = { ...config };
    const nextSealed: Record<string, string> = { ...sealed };
    for (const [name, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      if (secretNames.includes(name)) {
        if (value === '') delete nextSealed[name];
        else nextSealed[name] = this.box.seal(String(value));
      } else if (name in EMPTY_CONFIG[channel]) nextConfig[name] = value;
    }
    const data = { config: nextConfig as Prisma.InputJsonObject, secrets: nextSealed };
    await this.prisma.notificationProvider.upsert({ where: { channel }, create: { channel, ...data }, update: data });
    return this.view(channel);
  }

  /** The WhatsApp credentials to send with, or null while the number id or the token is missing. */
  async whatsapp(): Promise<WhatsappProvider | null> {
    const { config, secrets } = await this.opened('whatsapp');
    const whatsapp = config as WhatsappConfig;
    if (!whatsapp.phone_number_id || !secrets.access_token) return null;
    return {
      ...whatsapp,
      access_token: secrets.access_token,
      app_secret: secrets.app_secret ?? '',
      verify_token: secrets.verify_token ?? '',
    };
  }

  async sms(): Promise<SmsProvider | null> {
    const { config, secrets } = await this.opened('sms');
    const sms = config as SmsConfig;
    if (!sms.account_sid || !sms.from_number || !secrets.auth_token) return null;
    return { ...sms, auth_token: secrets.auth_token };
  }

  /** One secret, opened (a callback's check): undefined while unset. */
  async secret(channel: Channel, name: string): Promise<string | undefined> {
    return (await this.opened(channel)).secrets[name];
  }

  private async opened(channel: Channel) {
    const { config, sealed } = await this.read(channel);
    const secrets = Object.fromEntries(Object.entries(sealed).map(([name, value]) => [name, this.box.open(value)]));
    return { config, secrets: secrets as Record<string, string | undefined> };
  }

  private async read(channel: Channel) {
    const row = await this.prisma.notificationProvider.findUnique({ where: { channel } });
    return {
      config: { ...EMPTY_CONFIG[channel], ...((row?.config ?? {}) as object) } as Record<string, unknown>,
      sealed: (row?.secrets ?? {}) as Record<string, string>,
    };
  }
}
