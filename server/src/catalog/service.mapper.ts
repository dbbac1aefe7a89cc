import type { Service } from '../generated/prisma/client.js';
import type { ServiceModel } from './models/service.model.js';
import type { ServiceResponse } from './dto/service.response.js';
import { imageVersion } from '../storage/public-image.js';
import { moneyText } from '../common/money.js';

const optionalMoney = (value: { toFixed(places: number): string } | null) => (value === null ? null : moneyText(value));
/** Versioned, so a browser that cached the old image fetches the new one. */
const imageUrl = (service: Service) => (service.imageKey ? `/api/v1/services/${service.id}/image?v=${imageVersion(service.imageKey)}` : null);

/** A catalogue row as the GraphQL `Service`. */
export function toServiceModel(service: Service): ServiceModel {
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
    estimatedDays: service.estimatedDays,
    isActive: service.isActive,
    imageUrl: imageUrl(service),
    createdAt: service.createdAt,
  };
}

/** A catalogue row in the REST vocabulary (snake_case field names). */
export function toServiceResponse(service: Service): ServiceResponse {
  return {
    id: service.id,
    name: service.nameAr,
    name_ar: service.nameAr,
    name_tr: service.nameTr,
    name_en: service.nameEn,
    description: service.descriptionAr,
    description_ar: service.descriptionAr,
    description_tr: service.descriptionTr,
    description_en: service.descriptionEn,
    category: service.category,
    price: moneyText(service.priceTry),
    currency: 'TRY' as const,
    price_try: moneyText(service.priceTry),
    price_usd: optionalMoney(service.priceUsd),
    delivery_time: service.estimatedDays,
    estimated_days: service.estimatedDays,
    is_active: service.isActive,
    image_url: imageUrl(service),
    created_at: service.createdAt.toISOString(),
    updated_at: service.updatedAt.toISOString(),
  };
}
