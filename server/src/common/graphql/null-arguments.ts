import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';

/** The arguments without those given as an explicit null (the same object when there are none). */
function withoutNullArguments(args: Record<string, unknown>) {
  for (const name in args) {
    if (args[name] === null) return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
  }
  return args;
}

/**
 * An explicit null for an optional GraphQL argument (`adminOrders(status: null)`, `page: null`) means the
 * same as leaving it out, as it does over REST; nulls inside input objects stay for their rules to judge.
 * Done in the schema, on the fields that take arguments, rather than by a global Nest interceptor, which
 * would also wrap every REST handler in an observable chain.
 */
export function dropNullArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, unknown> | undefined = field.resolve;
      if (!resolve || field.args.length === 0) continue;
      field.resolve = (source, args: Record<string, unknown>, context, info) =>
        resolve(source, withoutNullArguments(args), context, info);
    }
  }
  return schema;
}
