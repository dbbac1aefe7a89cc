import type { Prisma } from '../generated/prisma/client.js';
import { WITH_QUESTIONS } from './questions/service-questions.js';
import { WITH_REQUIRED_DOCUMENTS } from './required-documents/required-documents.js';

/** What every answer about a service reads with it: the questions it asks and the papers it needs. */
export const WITH_INTAKE = { ...WITH_QUESTIONS, ...WITH_REQUIRED_DOCUMENTS } as const satisfies Prisma.ServiceInclude;
export type ServiceWithIntake = Prisma.ServiceGetPayload<{ include: typeof WITH_INTAKE }>;
