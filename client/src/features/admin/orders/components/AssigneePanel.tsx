import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Button, Field, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { UserCheck, UserMinus } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { notify } from '../../../../components/toaster';
import { useFormat } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { useAssignOrder } from '../hooks/useAssignOrder';
import { reasonText } from './error-text';
import { PART_SEPARATOR } from '../../../../lib/separator';

export const AdminAssigneePanelFragment = graphql(`
  fragment AdminAssigneePanel on Order {
    id
    assignee {
      id
      fullName
    }
    assignments {
      id
      assigneeId
      assigneeName
      assignedByName
      createdAt
    }
  }
`);

export const AssignableUsersDocument = graphql(`
  query AssignableUsers {
    assignableUsers {
      id
      fullName
      role
    }
  }
`);

const NOBODY = '';

/**
 * Who owns the order. Admins pick any active staff member or admin (or nobody); staff take an unassigned order
 * ("Take it") or give back their own. Below, every assignment as the history keeps it.
 */
export function AssigneePanel({ order: ref }: { order: FragmentType<typeof AdminAssigneePanelFragment> }) {
  const order = getFragmentData(AdminAssigneePanelFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const session = useSession();
  const me = session?.user;
  const isAdmin = me?.role === 'admin';
  const people = useQuery(AssignableUsersDocument, { skip: !isAdmin }).data?.assignableUsers ?? [];
  const { assign, saving } = useAssignOrder();
  const [choice, setChoice] = useState<string | null>(null);
  const current = order.assignee ? String(order.assignee.id) : NOBODY;
  const chosen = choice ?? current;

  const save = async (userId: number | null, done: string) => {
    try {
      await assign(order.id, userId);
      setChoice(null);
      notify.success(intl.formatMessage({ id: done as 'adminOrders.assignee.saved' }));
    } catch (error) {
      notify.error(reasonText(intl, error, 'adminOrders.assignee.error', 'adminOrders.assignee.failed'));
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="assignee-panel-title" data-testid="assignee-panel">
      <Heading as="h3" size="sm" color="brand.800" id="assignee-panel-title">
        <FormattedMessage id="adminOrders.assignee.title" />
      </Heading>
      <Text data-testid="assignee-current">
        {order.assignee ? (
          <FormattedMessage id="adminOrders.assignee.current" values={{ name: <bdi>{order.assignee.fullName}</bdi> }} />
        ) : (
          <FormattedMessage id="adminOrders.assignee.nobody" />
        )}
      </Text>

      {isAdmin ? (
        <HStack gap="2" align="end" wrap="wrap">
          <Field.Root flex="1" minW="48">
            <Field.Label>
              <FormattedMessage id="adminOrders.assignee.choose" />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={chosen} onChange={(event) => setChoice(event.currentTarget.value)}>
                <option value={NOBODY}>{intl.formatMessage({ id: 'adminOrders.assignee.none' })}</option>
                {people.map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.fullName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            size="sm"
            colorPalette="brand"
            loading={saving}
            disabled={chosen === current}
            onClick={() =>
              void save(
                chosen === NOBODY ? null : Number(chosen),
                chosen === NOBODY ? 'adminOrders.assignee.released' : 'adminOrders.assignee.saved',
              )
            }
          >
            <FormattedMessage id="adminOrders.assignee.save" />
          </Button>
        </HStack>
      ) : me && !order.assignee ? (
        <Button
          size="sm"
          colorPalette="brand"
          alignSelf="start"
          loading={saving}
          onClick={() => void save(me.id, 'adminOrders.assignee.taken')}
        >
          <UserCheck aria-hidden />
          <FormattedMessage id="adminOrders.assignee.take" />
        </Button>
      ) : me && order.assignee?.id === me.id ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          loading={saving}
          onClick={() => void save(null, 'adminOrders.assignee.released')}
        >
          <UserMinus aria-hidden />
          <FormattedMessage id="adminOrders.assignee.release" />
        </Button>
      ) : null}

      {order.assignments.length > 0 && (
        <Stack as="ol" gap="1" listStyleType="none" fontSize="sm" color="gray.700" data-testid="assignment-history">
          {order.assignments.map((row) => (
            <Text as="li" key={row.id}>
              {format.adminDate(row.createdAt)}
              {PART_SEPARATOR}
              {row.assigneeName ? (
                <FormattedMessage
                  id="adminOrders.assignee.historyAssigned"
                  values={{ name: <bdi>{row.assigneeName}</bdi>, by: <bdi>{row.assignedByName}</bdi> }}
                />
              ) : (
                <FormattedMessage
                  id="adminOrders.assignee.historyReleased"
                  values={{ by: <bdi>{row.assignedByName}</bdi> }}
                />
              )}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
