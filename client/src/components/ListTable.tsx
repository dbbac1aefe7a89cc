import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

/**
 * A back-office list as a small table in a bordered area that scrolls sideways when the columns do
 * not fit; `label` names the table for screen readers, `columns` are its headings in order and the
 * children are its rows.
 */
export function ListTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly { key: string; heading: ReactNode }[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign="start">
                {column.heading}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
