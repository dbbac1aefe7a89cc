import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { EmptyState } from '../../../../components/EmptyState';

type Props<Item extends { id: number }> = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  empty: { icon: ReactNode; title: string; text: string };
  items: readonly Item[];
  card: (item: Item) => ReactNode;
};

/** A section of the partner's page: its heading with an add button, then its cards (stacked on phones), or why there are none. */
export function CardsSection<Item extends { id: number }>({
  id,
  title,
  addLabel,
  onAdd,
  empty,
  items,
  card,
}: Props<Item>) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={onAdd}>
          <Plus aria-hidden /> {addLabel}
        </Button>
      </Flex>
      {items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.text} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="3">
          {items.map((item) => (
            <Box as="li" key={item.id} minW="0">
              {card(item)}
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
