import type { ReactNode } from 'react';
import { List, type ListRootProps } from '@chakra-ui/react';

type Props = Omit<ListRootProps, 'children' | 'dir'> & { items: { key: string | number; content: ReactNode }[] };

/**
 * A list with its markers at the start side, right in Arabic and left in Turkish and English: the list and
 * its items keep the page's direction (a marker sits on its item's start side, so an item taking `dir="auto"`
 * from a Latin file name would move it to the left), the space for the markers is `padding-inline-start`, and
 * each item's text is isolated in its own direction.
 */
export function BulletList({ items, ...props }: Props) {
  return (
    <List.Root ps="5" listStylePosition="outside" {...props}>
      {items.map(({ key, content }) => (
        <List.Item key={key}>
          <bdi>{content}</bdi>
        </List.Item>
      ))}
    </List.Root>
  );
}
