import { InMemoryCache, type FieldPolicy } from '@apollo/client';

type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/**
 * Page-numbered lists (`page: { page, pageSize }` plus filters): one cache entry per filter set, pages
 * stored side by side, so moving between pages reuses what was loaded and a write can add or evict one item
 * with `cache.modify` instead of refetching.
 */
export function pagedList(keyArgs: string[]): FieldPolicy<Page<unknown> & { pages?: unknown }> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const page = (args?.page as { page?: number } | undefined)?.page ?? incoming.page ?? 1;
      const pageSize = (args?.page as { pageSize?: number } | undefined)?.pageSize ?? incoming.pageSize;
      const items = existing && existing.pageSize === pageSize ? existing.items.slice() : [];
      items.splice((page - 1) * pageSize, incoming.items.length, ...incoming.items);
      return { ...incoming, items };
    },
    read(existing, { args }) {
      if (!existing) return undefined;
      const page = (args?.page as { page?: number } | undefined)?.page ?? 1;
      const pageSize = (args?.page as { pageSize?: number } | undefined)?.pageSize ?? existing.pageSize;
      const start = (page - 1) * pageSize;
      const items = existing.items.slice(start, start + pageSize);
      const expected = Math.min(pageSize, Math.max(existing.total - start, 0));
      // A page never loaded (or cut short by an eviction) is fetched from the server.
      if (items.length < expected || items.some((item) => item === undefined)) return undefined;
      return { ...existing, page, pageSize, items };
    },
  };
}

/** The normalized cache: lists keyed by their filters, singletons without ids kept as one object. */
export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          myOrders: pagedList(['status']),
          adminOrders: pagedList(['status', 'search', 'due', 'assignee']),
          adminServices: pagedList(['search', 'category', 'isActive']),
          users: pagedList(['search', 'role']),
          exchangeRateHistory: pagedList(['currency']),
          trackOrder: { keyArgs: ['trackingNumber'] },
        },
      },
      // One per language (the office's texts are translated): kept under each `language` argument, and the
      // queries that read other parts of the same answer merge into it.
      PublicConfig: { merge: true },
      CmsContent: { merge: true },
      SystemSettings: { keyFields: [] },
      TrackedOrder: { keyFields: ['trackingNumber'] },
      PublicConfigSite: { merge: true },
      PublicConfigPayment: { merge: true },
      // An order's applicant has no id: the list's few fields and the details' all fields merge into one.
      OrderApplicant: { merge: true },
      CmsHome: { merge: true },
      CmsAbout: { merge: true },
      CmsContact: { merge: true },
      CmsSiteSettings: { merge: true },
      CmsPages: { merge: true },
    },
  });
}
