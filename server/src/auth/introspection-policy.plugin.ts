import { Inject } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Plugin } from '@nestjs/apollo';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { GraphQLError, type DocumentNode, visit, BREAK } from 'graphql';
import type { Request } from 'express';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * The schema is described (introspection) to signed-in callers, and to anyone only when
 * GRAPHQL_EXPLORER is on (development): an anonymous visitor of a production office cannot map the API.
 */
@Plugin()
export class IntrospectionPolicyPlugin implements ApolloServerPlugin<{ req: Request }> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
  ) {}

  async requestDidStart(): Promise<GraphQLRequestListener<{ req: Request }>> {
    return {
      didResolveOperation: async ({ document, contextValue }) => {
        if (this.config.graphqlExplorer || !asksForSchema(document) || (await this.signedIn(contextValue.req))) return;
        throw new GraphQLError('وصف المخطط متاح للمستخدمين المسجلين فقط. سجّل الدخول وأرسل رمز الدخول', {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      },
    };
  }

  private async signedIn(req: Request | undefined): Promise<boolean> {
    const token = req?.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!token) return false;
    try {
      await this.jwt.verifyAsync(token, { algorithms: ['HS256'] });
      return true;
    } catch {
      return false;
    }
  }
}
