import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { OrderStatus } from '../../../../gql/graphql';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { applyStatusChange, type ListKey } from '../status-change-cache';

export const ChangeOrderStatusDocument = graphql(`
  mutation ChangeOrderStatus($id: Int!, $status: OrderStatus!, $note: String, $waiveDocumentsReason: String) {
    changeOrderStatus(id: $id, status: $status, note: $note, waiveDocumentsReason: $waiveDocumentsReason) {
      id
      ...AdminOrderRow
      ...AdminOrderDetails
    }
  }
`);

/**
 * Moves an order to another status. The answer (the whole order) updates the row and the details through the
 * normalized cache, and the tab counts are adjusted in place; nothing is refetched. Toasts tell the outcome.
 */
export function useChangeOrderStatus(shown: ListKey) {
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(ChangeOrderStatusDocument);

  const change = useCallback(
    async ({
      orderId,
      from,
      to,
      note,
      waiveDocumentsReason,
    }: {
      orderId: number;
      from: OrderStatus;
      to: OrderStatus;
      note?: string;
      waiveDocumentsReason?: string;
    }) => {
      try {
        await mutate({
          variables: {
            id: orderId,
            status: to,
            note: note?.trim() || undefined,
            waiveDocumentsReason: waiveDocumentsReason?.trim() || undefined,
          },
          update: (cache, { data }) => {
            if (data?.changeOrderStatus) applyStatusChange(cache, { orderId, from, to, shown });
          },
        });
        notify.success(intl.formatMessage({ id: 'adminOrders.status.updated' }));
        return true;
      } catch (error) {
        notify.error(errorMessage(error, intl.formatMessage({ id: 'adminOrders.status.failed' })));
        return false;
      }
    },
    [mutate, intl, shown],
  );

  return { change, saving: loading };
}
