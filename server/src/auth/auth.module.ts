import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { JwtAuthGuard } from '../common/auth/jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { TokenService } from './token.service.js';
import { BackgroundTasks } from '../common/background-tasks.js';
import { EmailVerificationService } from './email-verification.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { AuthService } from './auth.service.js';
import { SessionService } from './session.service.js';
import { AuthController } from './auth.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { jwtKey } from './jwt-key.js';
import { AUTH_RATE_LIMIT_PROVIDERS } from './auth-rate-limits.js';
import { IntrospectionPolicyPlugin } from './introspection-policy.plugin.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secretOrPrivateKey: jwtKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    BackgroundTasks,
    EmailVerificationService,
    TwoFactorService,
    JwtStrategy,
    TokenService,
    SessionService,
    AuthService,
    AuthResolver,
    ...AUTH_RATE_LIMIT_PROVIDERS,
    IntrospectionPolicyPlugin,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
})
export class AuthModule {}
