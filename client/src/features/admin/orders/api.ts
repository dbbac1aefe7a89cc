import { graphql } from '../../../gql';

/** One page of the back office's orders, the per-status counts for the search, and each row's fields. */
export const AdminOrdersDocument = graphql(`
  query AdminOrders($status: OrderStatus, $search: String, $due: DueState, $assignee: String, $page: PageInput) {
    adminOrders(status: $status, search: $search, due: $due, assignee: $assignee, page: $page) {
      total
      page
      pageSize
      statusCounts {
        status
        count
      }
      items {
        id
        ...AdminOrderRow
      }
    }
  }
`);

/** One order with everything the details show. */
export const AdminOrderDetailsDocument = graphql(`
  query AdminOrderDetails($id: Int!) {
    order(id: $id) {
      id
      ...AdminOrderDetails
    }
  }
`);

/** The details panel's live changes: each carries the order with what the panel shows, updating it in place. */
export const AdminOrderLiveDocument = graphql(`
  subscription AdminOrderLive($orderId: Int!) {
    orderChanged(orderId: $orderId) {
      orderId
      kind
      order {
        id
        ...AdminOrderDetails
      }
      message {
        ...OrderMessageItem
      }
    }
  }
`);

export const ORDERS_PAGE_SIZE = 20;
