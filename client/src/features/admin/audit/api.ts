import { graphql } from '../../../gql';

export const AUDIT_PAGE_SIZE = 25;

/** One page of the audit log with the filters; every entry with its change as name/value pairs. */
export const AuditLogDocument = graphql(`
  query AuditLog($actorId: Int, $action: String, $from: String, $to: String, $page: PageInput) {
    auditLog(actorId: $actorId, action: $action, from: $from, to: $to, page: $page) {
      total
      page
      pageSize
      items {
        id
        actorId
        actorName
        actorEmail
        action
        entityType
        entityId
        ip
        createdAt
        changes {
          field
          value
        }
      }
    }
  }
`);

/** What the filters offer: every recorded action, and the people who may act in the back office. */
export const AuditFilterChoicesDocument = graphql(`
  query AuditFilterChoices {
    auditActions
    assignableUsers {
      id
      fullName
    }
  }
`);
