import { graphql } from '../../../../gql';

/** What the details show (and what a status change answers, so the row and the details update together). */
export const AdminOrderDetailsFragment = graphql(`
  fragment AdminOrderDetails on Order {
    id
    unreadMessages
    orderNumber
    trackingNumber
    status
    onHold
    dueAt
    dueState
    allowedNextStatuses
    serviceName
    serviceNameTr
    serviceNameEn
    totalAmount
    currency
    paymentMethod
    notes
    fullName
    email
    phone
    address
    nationalId
    applicant {
      kind
      fullNameAr
      fullNameLatin
      relation
      fatherName
      motherName
      birthDate
      birthPlace
      nationalNumber
    }
    createdAt
    updatedAt
    ...OrderAnswers
    files {
      id
      kind
      originalName
      mimeType
      sizeBytes
      createdAt
      downloadUrl
    }
    history {
      id
      fromStatus
      toStatus
      note
      changedByName
      createdAt
    }
    ...AdminPaymentsPanel
    ...AdminHoldPanel
    ...AdminResultsPanel
    ...AdminAssigneePanel
  }
`);
