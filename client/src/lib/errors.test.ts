import { CombinedGraphQLErrors } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { errorReason } from './errors';

describe("a refusal's own code", () => {
  it('is read from GraphQL `extensions.reason` and from the REST `code`', () => {
    const graphql = new CombinedGraphQLErrors({
      errors: [
        new GraphQLError('البريد الإلكتروني مسجل مسبقاً', {
          extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN' },
        }),
      ],
    });
    expect(errorReason(graphql)).toBe('EMAIL_TAKEN');
    expect(errorReason({ code: 'EMAIL_TAKEN', detail: 'البريد الإلكتروني مسجل مسبقاً' })).toBe('EMAIL_TAKEN');
    expect(errorReason(new Error('Failed to fetch'))).toBeUndefined();
  });
});
