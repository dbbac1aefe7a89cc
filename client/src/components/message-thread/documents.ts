import { graphql } from '../../gql';

/** One message as the thread shows it. */
export const OrderMessageItemFragment = graphql(`
  fragment OrderMessageItem on OrderMessage {
    id
    orderId
    authorName
    fromOffice
    mine
    body
    createdAt
    readByOtherSide
    files {
      id
      originalName
      sizeBytes
      downloadUrl
    }
  }
`);

export const OrderMessagesDocument = graphql(`
  query OrderMessages($orderId: Int!, $page: PageInput) {
    orderMessages(orderId: $orderId, page: $page) {
      total
      page
      pageSize
      items {
        ...OrderMessageItem
      }
    }
  }
`);

export const SendOrderMessageDocument = graphql(`
  mutation SendOrderMessage($orderId: Int!, $body: String, $files: [FileUpload!]) {
    sendOrderMessage(orderId: $orderId, body: $body, files: $files) {
      ...OrderMessageItem
    }
  }
`);

export const MarkOrderMessagesReadDocument = graphql(`
  mutation MarkOrderMessagesRead($orderId: Int!) {
    markOrderMessagesRead(orderId: $orderId) {
      orderId
      readAt
      unreadMessages
    }
  }
`);

/** The thread shows the latest page: the newest 50 messages, oldest first (100 with their files pass the query cost limit). */
export const THREAD_PAGE = { pageSize: 50 } as const;
export const threadVariables = (orderId: number) => ({ orderId, page: THREAD_PAGE });
