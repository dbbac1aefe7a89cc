import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, HStack, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AlarmClock } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';

export const DashboardDueFragment = graphql(`
  fragment DashboardDue on Dashboard {
    due {
      overdue
      soon
      overdueByAssignee {
        assigneeId
        assigneeName
        count
      }
    }
  }
`);

/**
 * Overdue work: the overdue orders (a link to them in the orders list), those due within 24 hours, and the overdue
 * per assignee, the unassigned counted as one line.
 */
export function DueWork({
  dashboard: ref,
  loading,
}: {
  dashboard?: FragmentType<typeof DashboardDueFragment>;
  loading: boolean;
}) {
  const intl = useIntl();
  const due = getFragmentData(DashboardDueFragment, ref)?.due;
  return (
    <Card.Root
      as="section"
      aria-labelledby="due-work-title"
      minW="0"
      borderColor={due?.overdue ? 'red.300' : undefined}
    >
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="due-work-title">
            <HStack gap="2">
              <AlarmClock size={18} aria-hidden />
              <FormattedMessage id="dashboard.due.title" />
            </HStack>
          </Heading>
          <Link to="/admin/orders?due=overdue">
            <Text as="span" color="brand.700" fontWeight="medium" fontSize="sm">
              <FormattedMessage id="dashboard.due.viewOverdue" />
            </Text>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        {loading || !due ? (
          <Skeleton height="16" />
        ) : (
          <Stack gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'start' }}>
            <Stack gap="1" minW="40">
              <Text
                fontSize="3xl"
                fontWeight="bold"
                color={due.overdue ? 'red.600' : 'gray.800'}
                data-testid="overdue-count"
              >
                {intl.formatNumber(due.overdue)}
              </Text>
              <Text color="gray.600">
                <FormattedMessage id="dashboard.due.overdue" values={{ count: due.overdue }} />
              </Text>
              <Text color="gray.600" fontSize="sm" data-testid="soon-count">
                <FormattedMessage id="dashboard.due.soon" values={{ count: due.soon }} />
              </Text>
            </Stack>
            {due.overdueByAssignee.length > 0 && (
              <Stack gap="1" flex="1" minW="0">
                <Text fontWeight="medium">
                  <FormattedMessage id="dashboard.due.byAssignee" />
                </Text>
                <List.Root variant="plain" gap="1" aria-label={intl.formatMessage({ id: 'dashboard.due.byAssignee' })}>
                  {due.overdueByAssignee.map((entry) => (
                    <List.Item key={entry.assigneeId ?? 'none'} data-assignee={entry.assigneeId ?? 'none'}>
                      <HStack justify="space-between" w="full" gap="3">
                        <Text>
                          {entry.assigneeName ? (
                            <bdi>{entry.assigneeName}</bdi>
                          ) : (
                            <FormattedMessage id="dashboard.due.unassigned" />
                          )}
                        </Text>
                        <Text fontWeight="semibold">{intl.formatNumber(entry.count)}</Text>
                      </HStack>
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
