import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditResolver } from './audit.resolver.js';
import { AuditService } from './audit.service.js';

/** The audit log on screen (writing it is `recordAudit`, in each feature's transaction). */
@Module({ controllers: [AuditController], providers: [AuditService, AuditResolver] })
export class AuditModule {}
