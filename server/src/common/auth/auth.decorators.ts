import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Role } from '../../generated/prisma/enums.js';
import { requestOf } from './request-of.js';

export const ROLES_KEY = 'auth:roles';

/**
 * Marks a REST handler or GraphQL resolver as needing a signed-in caller; with roles, only those
 * roles may call it (others get 403). Without this decorator a route is public.
 */
export const Auth = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles), ApiBearerAuth());

/** The signed-in caller (only on routes marked with @Auth). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => requestOf(context).user);
