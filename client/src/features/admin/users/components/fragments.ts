import { graphql } from '../../../../gql';

/** What the back office shows and edits of a user (card and form read the same fields). */
export const AdminUserFragment = graphql(`
  fragment AdminUser on User {
    id
    fullName
    email
    phone
    role
    language
    isActive
    twoFactorEnabled
    createdAt
    ordersCount
  }
`);
