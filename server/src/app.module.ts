import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLModule } from '@nestjs/graphql';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { seedDatabase } from './seed/seed.js';
import { HealthModule } from './health/health.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { AuthModule } from './auth/auth.module.js';
import { MailModule } from './mail/mail.module.js';
import { StorageModule } from './storage/storage.module.js';
import { UsersModule } from './users/users.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { CmsModule } from './cms/cms.module.js';
import { SiteConfigModule } from './site-config/site-config.module.js';
import { SeoModule } from './seo/seo.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { OrderFilesModule } from './orders/files/order-files.module.js';
import { OrderHoldsModule } from './orders/holds/order-holds.module.js';
import { OrderPaymentsModule } from './orders/payments/order-payments.module.js';
import { OrderResultsModule } from './orders/results/order-results.module.js';
import { OrderDocumentsModule } from './orders/documents/order-documents.module.js';
import { OrdersExportModule } from './orders/export/orders-export.module.js';
import { PaymentRemindersModule } from './orders/payment-reminders/payment-reminders.module.js';
import { OrderMessagesModule } from './orders/messages/order-messages.module.js';
import { OrderApplicantModule } from './orders/applicant/order-applicant.module.js';
import { OrderLiveModule } from './orders/live/order-live.module.js';
import { OrderNotesModule } from './orders/notes/order-notes.module.js';
import { OrderRatingsModule } from './orders/ratings/order-ratings.module.js';
import { OrderAssignmentModule } from './orders/assignment/order-assignment.module.js';
import { AuditModule } from './audit/audit.module.js';
import { PeopleModule } from './users/people/people.module.js';
import { TrackingModule } from './tracking/tracking.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { VerificationModule } from './verification/verification.module.js';
import { ContactModule } from './contact/contact.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { WebhooksModule } from './partners/webhooks/webhooks.module.js';
import { WebhookObjectsModule } from './common/webhooks/webhook-objects.js';
import { ApiKeysModule } from './partners/api-keys/api-keys.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { RestExceptionFilter } from './common/errors/rest-exception.filter.js';
import { RequestValidationPipe } from './common/validation/validation.pipe.js';
import { dropNullArguments } from './common/graphql/null-arguments.js';
import { formatGraphQLError } from './common/graphql/format-graphql-error.js';
import { graphqlContext, graphqlWsOptions } from './common/graphql/subscriptions.js';
import { DecimalScalar } from './common/graphql/scalars.js';
import './schema/graphql-enums.js';
import { aliasLimitRule, complexityLimitPlugin, depthLimitRule } from './common/graphql/query-limits.js';
import { storedAnswersPlugin } from './common/graphql/stored-answers.js';
import { TelemetryModule } from './common/telemetry/telemetry.module.js';
import { operationNamePlugin } from './common/telemetry/request-metrics.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TelemetryModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: true,
          sortSchema: true,
          resolvers: { Decimal: DecimalScalar },
          transformSchema: dropNullArguments,
          context: graphqlContext,
          // Subscriptions (live order changes) over WebSocket on the same path, signed in like queries.
          subscriptions: { 'graphql-ws': graphqlWsOptions },
          formatError: formatGraphQLError,
          validationRules: [depthLimitRule, aliasLimitRule],
          // Apollo's cache-control plugin wraps every field's resolver to collect hints nothing declares, only to
          // answer no-store, which every /graphql answer already carries (noStoreForApiAnswers): about a fifth
          // of the CPU of a list query.
          plugins: [
            complexityLimitPlugin,
            storedAnswersPlugin,
            operationNamePlugin,
            ApolloServerPluginCacheControlDisabled(),
          ],
          // Introspection is decided per request (auth/introspection-policy.plugin.ts); suggestions only in development.
          introspection: true,
          // Nest's own GraphiQL loads from a CDN our content security policy blocks: the explorer is ours (common/graphql/explorer-page.ts).
          graphiql: false,
          hideSchemaDetailsFromClientErrors: !config.graphqlExplorer,
        }),
        DatabaseModule.forRoot(seedDatabase),
        SettingsModule,
        AuthModule,
        MailModule,
        StorageModule,
        HealthModule,
        CatalogModule,
        UsersModule,
        DashboardModule,
        CmsModule,
        SiteConfigModule,
        SeoModule,
        OrdersModule,
        OrderFilesModule,
        OrderHoldsModule,
        OrderPaymentsModule,
        OrderResultsModule,
        OrderDocumentsModule,
        OrdersExportModule,
        PaymentRemindersModule,
        OrderMessagesModule,
        OrderApplicantModule,
        OrderLiveModule,
        OrderNotesModule,
        OrderRatingsModule,
        OrderAssignmentModule,
        AuditModule,
        PeopleModule,
        TrackingModule,
        InvoicesModule,
        VerificationModule,
        ContactModule,
        BackupsModule,
        WebhookObjectsModule,
        WebhooksModule,
        ApiKeysModule,
        NotificationsModule,
      ],
      providers: [
        { provide: APP_PIPE, useClass: RequestValidationPipe },
        { provide: APP_FILTER, useClass: RestExceptionFilter },
      ],
    };
  }
}
