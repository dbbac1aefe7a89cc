import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import depthLimit from 'graphql-depth-limit';
import { type DocumentNode, GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 8;
/** Every field costs 1, lists declared with `complexity` cost more; 50 orders with their relations fit easily. */
export const MAX_QUERY_COMPLEXITY = 2_000;

/** Aliases let one request run a field hundreds of times (300 `services`, 60 `dashboard`); a client needs a few. */
export const MAX_ALIASES = 15;

const measureDepth = depthLimit(MAX_QUERY_DEPTH);

/**
 * Refuses queries nested deeper than MAX_QUERY_DEPTH (a GraphQL validation rule), with an Arabic
 * message like every other error partners get.
 */
export const depthLimitRule: ValidationRule = (context) =>
  measureDepth(
    new Proxy(context, {
      get(target, property) {
        if (property === 'reportError') {
          return (error: GraphQLError) =>
            target.reportError(
              new GraphQLError(
                `الاستعلام أعمق من المسموح (${MAX_QUERY_DEPTH} مستويات على الأكثر). قسّمه إلى استعلامات أبسط`,
                {
                  nodes: error.nodes,
                  extensions: { code: 'QUERY_TOO_DEEP', maximum: MAX_QUERY_DEPTH },
                },
              ),
            );
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }),
  );

/** Refuses an operation with more than MAX_ALIASES aliases (through fragments too) before anything runs. */
export const aliasLimitRule: ValidationRule = (context) =>
  maxAliasesRule({
    n: MAX_ALIASES,
    propagateOnRejection: false,
    onReject: [
      (_context, error) =>
        context.reportError(
          new GraphQLError(
            `الاستعلام يكرر الحقول بأسماء مستعارة أكثر من المسموح (${MAX_ALIASES} على الأكثر). قسّمه إلى طلبات أصغر`,
            {
              extensions: { code: 'QUERY_TOO_COMPLEX', maximum: MAX_ALIASES, reason: error.message },
            },
          ),
        ),
    ],
  })(context);

/** The cost needs the variables; variables GraphQL cannot coerce are the caller's mistake. */
function estimateComplexity(
  schema: GraphQLSchema,
  query: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown>,
) {
  try {
    return getComplexity({
      schema,
      query,
      operationName: operationName ?? undefined,
      variables,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(error.message, {
      nodes: error.nodes,
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
}

/**
 * Refuses operations whose estimated cost exceeds MAX_QUERY_COMPLEXITY before anything runs.
 * It is a plugin rather than a validation rule because the cost depends on the variables (page sizes).
 */
export const complexityLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema, operation }) {
        // No operation carries the requested name (an anonymous one sent with a name, as GraphiQL may): nothing
        // runs, and execution answers "Unknown operation named …". The estimator would fail on it with a TypeError.
        if (!operation) return;
        const complexity = estimateComplexity(schema, document, request.operationName, request.variables);
        if (complexity > MAX_QUERY_COMPLEXITY) {
          throw new GraphQLError(
            `الاستعلام أعقد من المسموح (${complexity} من أصل ${MAX_QUERY_COMPLEXITY}). قسّمه إلى استعلامات أصغر`,
            {
              extensions: {
                code: 'QUERY_TOO_COMPLEX',
                complexity,
                maximum: MAX_QUERY_COMPLEXITY,
                http: { status: 400 },
              },
            },
          );
        }
      },
    };
  },
};
