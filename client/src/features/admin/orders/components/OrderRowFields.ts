import { graphql } from '../../../../gql';

/** What a row (table or card) of the orders list shows. */
export const AdminOrderRowFragment = graphql(`
  fragment AdminOrderRow on Order {
    id
    orderNumber
    fullName
    phone
    applicant {
      kind
      fullNameAr
      relation
    }
    serviceName
    serviceNameTr
    serviceNameEn
    totalAmount
    currency
    status
    onHold
    unreadMessages
    dueAt
    dueState
    createdAt
    assignee {
      id
      fullName
    }
  }
`);
