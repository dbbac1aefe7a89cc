import { graphql } from '../../../gql';

/** One page of the back office's orders, the per-status counts for the search, and each row's fields. */
export const AdminOrdersDocument = graphql(`
  query AdminOrders($status: OrderStatus, $search: String, $assignee: String, $page: PageInput) {
    adminOrders(status: $status, search: $search, assignee: $assignee, page: $page) {
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

export const ORDERS_PAGE_SIZE = 20;
