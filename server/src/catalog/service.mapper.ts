import type { Service } from '../generated/prisma/client.js';
import { toRequiredDocumentModel } from './required-documents/required-documents.js';
import type { ServiceModel } from './models/service.model.js';
import { imageVersion } from '../storage/public-image.js';
import { moneyText } from '../common/money.js';
import type { ServiceWithIntake } from './service-intake.js';
import { toServiceQuestionModel } from './questions/question.mapper.js';

const optionalMoney = (value: { toFixed(places: number): string } | null) => (value === null ? null : moneyText(value));
/** Versioned, so a browser that cached the old image fetches the new one. */
const imageUrl = (service: Service) =>
  service.imageKey ? `/api/v1/services/${service.id}/image?v=${imageVersion(service.imageKey)}` : null;

/** A catalogue row as `Service` (REST also names the delivery time `delivery_time` and shows `updated_at`). */
export function toServiceModel(service: ServiceWithIntake): ServiceModel {
  return {
    id: service.id,
    name: service.nameAr,
    nameAr: service.nameAr,
    nameTr: service.nameTr,
    nameEn: service.nameEn,
    description: service.descriptionAr,
    descriptionAr: service.descriptionAr,
    descriptionTr: service.descriptionTr,
    descriptionEn: service.descriptionEn,
    category: service.category,
    price: moneyText(service.priceTry),
    currency: 'TRY',
    priceTry: moneyText(service.priceTry),
    priceUsd: optionalMoney(service.priceUsd),
    deliveryTime: service.estimatedDays,
    estimatedDays: service.estimatedDays,
    isActive: service.isActive,
    deliversResult: service.deliversResult,
    imageUrl: imageUrl(service),
    intakeQuestions: service.questions.map(toServiceQuestionModel),
    requiredDocuments: service.requiredDocuments.map(toRequiredDocumentModel),
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
  };
}
