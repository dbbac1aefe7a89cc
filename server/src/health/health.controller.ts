import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PrismaService } from '../database/prisma.service.js';

@Controller('health')
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  /** Liveness and database reachability, for load balancers and monitoring. */
  @Get()
  async health(@Res({ passthrough: true }) response: Response) {
    const started = performance.now();
    try {
      await this.prisma.$queryRaw`SELECT 1`;
      return { data: { status: 'ok', database: { kind: this.prisma.connection.kind, status: 'up', latency_ms: Math.round(performance.now() - started) } } };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { data: { status: 'error', database: { kind: this.prisma.connection.kind, status: 'down' } } };
    }
  }
}
