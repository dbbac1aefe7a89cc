import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Circle, Heading, List, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { useFormat } from '../lib/format';
import { timelineOf } from '../lib/tracking-timeline';

export const TrackingTimelineFragment = graphql(`
  fragment TrackingTimeline on TrackedOrder {
    status
    history {
      status
      at
    }
  }
`);

/** The order's progress, step by step, with the real time each reached step began; a banner when it ended early. */
export function TrackingTimeline({ order: ref }: { order: FragmentType<typeof TrackingTimelineFragment> }) {
  const order = getFragmentData(TrackingTimelineFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const { steps, end } = timelineOf(order.status, order.history);
  return (
    <Box as="section" aria-labelledby="tracking-timeline-title">
      <Heading as="h3" size="md" mb="4" id="tracking-timeline-title">
        <FormattedMessage id="track.timeline.title" />
      </Heading>
      {end && (
        <Alert.Root
          status={end.status === 'cancelled' ? 'error' : 'warning'}
          mb="4"
          data-testid={`banner-${end.status}`}
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id={`track.banner.${end.status}.title`} />
            </Alert.Title>
            {end.at && (
              <Alert.Description>
                <FormattedMessage
                  id={`track.banner.${end.status}.text`}
                  values={{ date: <bdi>{format.istanbulDateTime(end.at)}</bdi> }}
                />
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <List.Root as="ol" listStyle="none" gap="0" ms="0">
        {steps.map((step, index) => (
          <List.Item
            key={step.key}
            display="flex"
            gap="3"
            pb={index < steps.length - 1 ? '5' : '0'}
            position="relative"
            aria-current={step.current ? 'step' : undefined}
            data-reached={step.reached}
          >
            {index < steps.length - 1 && (
              <Box
                position="absolute"
                insetStart="15px"
                top="8"
                bottom="0"
                width="2px"
                bg={steps[index + 1].reached ? 'brand.600' : 'gray.200'}
                aria-hidden
              />
            )}
            <Circle
              size="8"
              flexShrink={0}
              bg={step.reached ? 'brand.600' : 'white'}
              color={step.reached ? 'white' : 'gray.600'}
              borderWidth="2px"
              borderColor={step.reached ? 'brand.600' : 'gray.300'}
              fontWeight="bold"
              fontSize="sm"
              outline={step.current ? '3px solid' : undefined}
              outlineColor="brand.300"
              outlineOffset="2px"
            >
              {step.reached ? <Check size={16} aria-hidden /> : intl.formatNumber(index + 1)}
            </Circle>
            <Box pt="1">
              <Text fontWeight={step.reached ? 'bold' : 'normal'} color={step.reached ? 'gray.800' : 'gray.600'}>
                <FormattedMessage id={`track.timeline.${step.key}`} />
                {step.current && (
                  <Text as="span" ms="2" fontSize="xs" color="brand.700" fontWeight="semibold">
                    <FormattedMessage id="track.timeline.current" />
                  </Text>
                )}
              </Text>
              {step.at && (
                <Text fontSize="sm" color="gray.600" data-testid={`step-time-${step.key}`}>
                  <time dateTime={step.at}>{format.istanbulDateTime(step.at)}</time>
                </Text>
              )}
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
