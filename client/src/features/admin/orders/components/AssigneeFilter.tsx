import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { AssignableUsersDocument } from './AssigneePanel';

const EVERYONE = '';

/** Mine, unassigned, or one person's orders (`?assignee=me|none|<id>`). */
export function AssigneeFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const intl = useIntl();
  const people = useQuery(AssignableUsersDocument).data?.assignableUsers ?? [];
  return (
    <Field.Root w={{ base: 'full', md: '60' }}>
      <Field.Label>
        <FormattedMessage id="adminOrders.assigneeFilter.label" />
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? EVERYONE} onChange={(event) => onChange(event.currentTarget.value || null)}>
          <option value={EVERYONE}>{intl.formatMessage({ id: 'adminOrders.assigneeFilter.all' })}</option>
          <option value="me">{intl.formatMessage({ id: 'adminOrders.assigneeFilter.mine' })}</option>
          <option value="none">{intl.formatMessage({ id: 'adminOrders.assigneeFilter.none' })}</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.fullName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
