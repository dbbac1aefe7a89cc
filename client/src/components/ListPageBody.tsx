import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { EmptyState } from './EmptyState';

type Props<Item> = {
  /** The list as last answered (a page may keep the previous answer while the next loads); undefined before the first. */
  items: readonly Item[] | undefined;
  /** The list could not be loaded and there is nothing to show: the error state with its retry. */
  failed: boolean;
  /** Announced to screen readers while the first answer is on its way. */
  loadingLabel: string;
  /** Shapes standing for the list while it loads (hidden from screen readers, which hear `loadingLabel`). */
  skeleton: ReactNode;
  error: { icon: ReactNode; title: string; description?: string; onRetry: () => void };
  /** What an empty answer shows: the page tells "nothing yet" from "nothing matches the filters". */
  empty: ReactNode;
  /** The list itself. */
  children: (items: readonly Item[]) => ReactNode;
};

/**
 * The body of a back-office list page in its four states: the list once it has items, the page's empty state,
 * the error with a retry when nothing could be loaded, and the loading shapes until the first answer.
 */
export function ListPageBody<Item>({ items, failed, loadingLabel, skeleton, error, empty, children }: Props<Item>) {
  if (items && items.length > 0) return children(items);
  if (items) return empty;
  if (failed) {
    return (
      <EmptyState
        role="alert"
        icon={error.icon}
        title={error.title}
        description={error.description}
        action={
          <Button colorPalette="brand" onClick={error.onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Text srOnly role="status">
        {loadingLabel}
      </Text>
      {skeleton}
    </>
  );
}

/** Six card-shaped placeholders in the card lists' grid. */
export function CardGridSkeleton({ height, testId }: { height: string; testId: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-hidden data-testid={testId}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={height} rounded="lg" />
      ))}
    </SimpleGrid>
  );
}
