import type { ReactNode } from 'react';
import { Card, Heading, Skeleton } from '@chakra-ui/react';

export const CHART_HEIGHT = 300;

/** A titled card around a chart; a 300 px skeleton while the figures load. */
export function ChartCard({
  title,
  id,
  loading,
  children,
}: {
  title: string;
  id: string;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} minW="0">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body minW="0">
        {loading ? <Skeleton h={`${CHART_HEIGHT}px`} rounded="md" data-testid="chart-skeleton" /> : children}
      </Card.Body>
    </Card.Root>
  );
}
