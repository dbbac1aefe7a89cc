import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import type { ServiceCategory } from '../generated/prisma/enums.js';
import { PrismaService } from '../database/prisma.service.js';
import { CatalogErrors } from './catalog-errors.js';
import { ORDERABLE_SERVICE } from './orderable.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { type Page, pageArgs } from '../common/pagination.js';
import { recordAudit } from '../audit/audit.js';
import { deleteQuietly, FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { checkUpload, type IncomingFile } from '../storage/upload-check.js';
import { imageVersion, newImageKey, type OpenedImage } from '../storage/public-image.js';
import { PublicCatalogue } from './public-catalogue.js';
import { searchTerms } from '../common/search-text.js';
import type { ServiceQuestionInput } from './questions/question.input.js';
import { replaceQuestions } from './questions/service-questions.js';
import type { RequiredDocumentInput } from './required-documents/required-document.input.js';
import { replaceRequiredDocuments } from './required-documents/required-documents.js';
import { type ServiceWithIntake, WITH_INTAKE } from './service-intake.js';

/** A service's editable fields; prices are decimal strings so they reach the database exactly. */
export type ServiceFields = {
  nameAr: string;
  nameTr: string | null;
  nameEn: string | null;
  descriptionAr: string | null;
  descriptionTr: string | null;
  descriptionEn: string | null;
  category: ServiceCategory;
  priceTry: string;
  priceUsd: string | null;
  estimatedDays: number | null;
  isActive: boolean;
  deliversResult: boolean;
  /** When given, replaces the service's intake questions (in this order). */
  intakeQuestions: ServiceQuestionInput[];
  /** When given, replaces the service's required documents (those left out are archived). */
  requiredDocuments: RequiredDocumentInput[];
};
export type NewService = Pick<ServiceFields, 'nameAr' | 'category' | 'priceTry'> & Partial<ServiceFields>;
export type ServiceChanges = Partial<ServiceFields>;
export type AdminServiceFilter = { search?: string; category?: ServiceCategory; isActive?: boolean };

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The office's service catalogue: the public view, the back-office view and the admin's edits. */
@Injectable()
export class CatalogService {
  private readonly logger = new Logger(CatalogService.name);

  constructor(
    private readonly prisma: PrismaService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly publicCatalogue: PublicCatalogue,
  ) {}

  async getPublic(id: number) {
    const service = await this.prisma.service.findFirst({
      where: { id, ...ORDERABLE_SERVICE },
      include: WITH_INTAKE,
    });
    if (!service) throw CatalogErrors.SERVICE_NOT_FOUND();
    return service;
  }

  /** The back office's catalogue: inactive services too, deleted ones never. */
  async listAdmin(filter: AdminServiceFilter, page: Page) {
    // The three names through their normalised copy (see common/search-text.ts).
    const terms = searchTerms(filter.search);
    const where: Prisma.ServiceWhereInput = {
      deletedAt: null,
      category: filter.category,
      isActive: filter.isActive,
      ...(terms.length ? { searchText: { contains: terms[0] } } : {}),
    };
    const [items, total] = await this.prisma.$transaction([
      this.prisma.service.findMany({
        where,
        include: WITH_INTAKE,
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        ...pageArgs(page),
      }),
      this.prisma.service.count({ where }),
    ]);
    return { items, total };
  }

  /** A new service goes to the end of the office's order. */
  create(caller: AuthUser, { intakeQuestions, requiredDocuments, ...input }: NewService) {
    return this.changeCatalogue(async (tx) => {
      const last = await tx.service.aggregate({ _max: { sortOrder: true } });
      const created = await tx.service.create({ data: { ...input, sortOrder: (last._max.sortOrder ?? 0) + 1 } });
      if (intakeQuestions) await replaceQuestions(tx, created.id, intakeQuestions);
      if (requiredDocuments) await replaceRequiredDocuments(tx, created.id, requiredDocuments);
      const service = await this.findEditable(tx, created.id);
      await recordAudit(tx, {
        actor: caller,
        action: 'service.create',
        entityType: 'service',
        entityId: service.id,
        details: { name_ar: service.nameAr },
      });
      return service;
    });
  }

  update(caller: AuthUser, id: number, changes: ServiceChanges) {
    const { intakeQuestions, requiredDocuments, ...columns } = changes;
    return this.changeCatalogue(async (tx) => {
      await this.findEditable(tx, id);
      if (requiredDocuments) await replaceRequiredDocuments(tx, id, requiredDocuments);
      // Always an UPDATE of the row, so its trigger announces a change of the requirements alone too.
      await tx.service.update({ where: { id }, data: { ...columns, updatedAt: new Date() } });
      if (intakeQuestions) await replaceQuestions(tx, id, intakeQuestions);
      const service = await this.findEditable(tx, id);
      const fields = Object.keys(changes).filter((field) => changes[field as keyof ServiceChanges] !== undefined);
      await recordAudit(tx, {
        actor: caller,
        action: 'service.update',
        entityType: 'service',
        entityId: id,
        details: { fields },
      });
      return service;
    });
  }

  /** Soft delete: the service disappears everywhere, orders keep their snapshot and their link. */
  remove(caller: AuthUser, id: number) {
    return this.changeCatalogue(async (tx) => {
      await this.findEditable(tx, id);
      const service = await tx.service.update({
        where: { id },
        data: { deletedAt: new Date() },
        include: WITH_INTAKE,
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'service.delete',
        entityType: 'service',
        entityId: id,
        details: { name_ar: service.nameAr },
      });
      return service;
    });
  }

  /** Stores the image (PNG, JPG or WEBP under 5 MB, checked by content) and removes the one it replaces. */
  async setImage(caller: AuthUser, id: number, file: IncomingFile, field: string) {
    await this.findEditable(this.prisma, id);
    const checked = await checkUpload(file, 'image', field);
    const key = newImageKey(`services/${id}`, checked.extension);
    await this.storage.put(key, checked.bytes, checked.mimeType);
    try {
      const { service, replaced } = await this.changeCatalogue(async (tx) => {
        const before = await this.findEditable(tx, id);
        const updated = await tx.service.update({ where: { id }, data: { imageKey: key }, include: WITH_INTAKE });
        await recordAudit(tx, {
          actor: caller,
          action: 'service.image.upload',
          entityType: 'service',
          entityId: id,
          details: { type: checked.mimeType },
        });
        return { service: updated, replaced: before.imageKey };
      });
      if (replaced) await deleteQuietly(this.storage, replaced, this.logger);
      return service;
    } catch (error) {
      await deleteQuietly(this.storage, key, this.logger);
      throw error;
    }
  }

  async removeImage(caller: AuthUser, id: number) {
    const { service, removed } = await this.changeCatalogue(async (tx) => {
      const before = await this.findEditable(tx, id);
      if (!before.imageKey) throw CatalogErrors.NO_IMAGE();
      const updated = await tx.service.update({ where: { id }, data: { imageKey: null }, include: WITH_INTAKE });
      await recordAudit(tx, { actor: caller, action: 'service.image.remove', entityType: 'service', entityId: id });
      return { service: updated, removed: before.imageKey };
    });
    await deleteQuietly(this.storage, removed, this.logger);
    return service;
  }

  /** The image of any service that was not deleted (the back office shows inactive ones too). */
  async openImage(id: number): Promise<OpenedImage> {
    const service = await this.prisma.service.findFirst({ where: { id, deletedAt: null } });
    const key = service?.imageKey;
    const opened = key ? await this.storage.open(key) : undefined;
    if (!key || !opened) throw CatalogErrors.NO_IMAGE();
    const extension = key.slice(key.lastIndexOf('.') + 1);
    return { ...opened, mimeType: IMAGE_TYPES[extension] ?? 'application/octet-stream', version: imageVersion(key) };
  }

  /** A catalogue write in one transaction, announced to every instance's public list before it answers. */
  private changeCatalogue<T>(write: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.publicCatalogue.change(() => this.prisma.$transaction(write));
  }

  private async findEditable(db: Pick<Prisma.TransactionClient, 'service'>, id: number): Promise<ServiceWithIntake> {
    const service = await db.service.findFirst({ where: { id, deletedAt: null }, include: WITH_INTAKE });
    if (!service) throw CatalogErrors.SERVICE_NOT_FOUND();
    return service;
  }
}
