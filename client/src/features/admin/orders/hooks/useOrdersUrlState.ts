import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DueState, OrderStatus } from '../../../../gql/graphql';
import { isOrderStatus } from '../../../../lib/order-statuses';

export type OrdersUrlState = {
  status: OrderStatus | null;
  search: string;
  due: DueState | null;
  page: number;
  orderId: number | null;
  /** `me`, `none` or a person's id; null for everyone's orders. */
  assignee: string | null;
};

const DUE_STATES: readonly string[] = ['overdue', 'soon'] satisfies DueState[];
const dueOf = (value: string | null) => (value && DUE_STATES.includes(value) ? (value as DueState) : null);
const ASSIGNEE = /^(me|none|[1-9][0-9]{0,8})$/;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
};

/**
 * The screen's state lives in the address: `?status=`, `?search=`, `?due=overdue|soon`, `?assignee=`, `?page=` and `?order=<id>` (the open details),
 * so the shell's search box, the dashboard and a shared link land on the same view. A new status or search goes
 * back to page 1.
 */
export function useOrdersUrlState() {
  const [params, setParams] = useSearchParams();
  const state: OrdersUrlState = {
    status: isOrderStatus(params.get('status')) ? (params.get('status') as OrderStatus) : null,
    search: params.get('search')?.trim() ?? '',
    due: dueOf(params.get('due')),
    page: positive(params.get('page')) ?? 1,
    orderId: positive(params.get('order')),
    assignee: ASSIGNEE.test(params.get('assignee') ?? '') ? params.get('assignee') : null,
  };

  const update = useCallback(
    (changes: Record<string, string | number | null>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace },
      ),
    [setParams],
  );

  return {
    ...state,
    setStatus: useCallback((status: OrderStatus | null) => update({ status, page: null }), [update]),
    setSearch: useCallback(
      (search: string) => update({ search: search.trim(), page: null }, { replace: true }),
      [update],
    ),
    setDue: useCallback((due: DueState | null) => update({ due, page: null }), [update]),
    setAssignee: useCallback((assignee: string | null) => update({ assignee, page: null }), [update]),
    setPage: useCallback((page: number) => update({ page: page > 1 ? page : null }), [update]),
    openOrder: useCallback((id: number) => update({ order: id }), [update]),
    closeOrder: useCallback(() => update({ order: null }), [update]),
  };
}
