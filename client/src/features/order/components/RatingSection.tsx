import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, chakra, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { PlainCheckbox } from '../../../components/PlainCheckbox';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useRateOrder, type RatingInput } from '../hooks/useRateOrder';

export const OrderRatingShownFragment = graphql(`
  fragment OrderRatingShown on OrderRating {
    id
    stars
    comment
    publishConsent
    updatedAt
  }
`);

export const OrderRatingSectionFragment = graphql(`
  fragment OrderRatingSection on Order {
    id
    status
    rating {
      id
      ...OrderRatingShown
    }
  }
`);

/** The address that opens the rating form (a notification's link): `/orders/41#rating`. */
export const RATING_ANCHOR = 'rating';
const STARS = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX = 1000;

type Props = {
  order: FragmentType<typeof OrderRatingSectionFragment>;
  /** The order's client rates; the office only reads the rating (the server refuses it the rest). */
  canRate: boolean;
};

/**
 * The client's rating of a completed order: the saved rating with a way to change it, or the form (stars as a
 * radio group, a comment, consent to publish). Nothing before the order is completed.
 */
export function RatingSection({ order: ref, canRate }: Props) {
  const order = getFragmentData(OrderRatingSectionFragment, ref);
  const rating = getFragmentData(OrderRatingShownFragment, order.rating);
  const { hash } = useLocation();
  const linked = hash === `#${RATING_ANCHOR}`;
  const [editing, setEditing] = useState(linked && canRate);
  const sectionRef = useRef<HTMLDivElement>(null);

  // Opened from the link: bring the form into view and put the keyboard on it.
  useEffect(() => {
    if (!linked || order.status !== 'completed') return;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    const section = sectionRef.current;
    (section?.querySelector<HTMLElement>('input:checked') ?? section?.querySelector<HTMLElement>('input'))?.focus();
  }, [linked, order.status]);

  if (order.status !== 'completed' || (!canRate && !rating)) return null;
  const showForm = canRate && (editing || !rating);
  return (
    <Card.Root
      as="section"
      ref={sectionRef}
      id={RATING_ANCHOR}
      aria-labelledby="rating-title"
      variant="outline"
      borderColor="yellow.300"
      scrollMarginBlockStart="24"
      data-testid="rating-section"
    >
      <Card.Header>
        <Heading as="h2" size="lg" id="rating-title">
          <FormattedMessage id={rating ? 'order.rating.yourRating' : 'order.rating.title'} />
        </Heading>
        {!rating && (
          <Text fontSize="sm" color="gray.700">
            <FormattedMessage id="order.rating.intro" />
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        {showForm ? (
          <RatingForm
            orderId={order.id}
            initial={rating ?? undefined}
            onSaved={() => setEditing(false)}
            onCancel={rating ? () => setEditing(false) : undefined}
          />
        ) : (
          rating && (
            <Stack gap="3" align="start">
              <Stars value={rating.stars} />
              {rating.comment && (
                <Text dir="auto" whiteSpace="pre-wrap" data-testid="rating-comment">
                  {rating.comment}
                </Text>
              )}
              <Text fontSize="sm" color="gray.700">
                <FormattedMessage id={rating.publishConsent ? 'order.rating.consented' : 'order.rating.private'} />
              </Text>
              {canRate && (
                <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setEditing(true)}>
                  <FormattedMessage id="order.rating.change" />
                </Button>
              )}
            </Stack>
          )
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A saved rating's stars, read as "4 of 5 stars". */
function Stars({ value }: { value: number }) {
  const intl = useIntl();
  return (
    <HStack
      gap="1"
      role="img"
      aria-label={intl.formatMessage({ id: 'order.rating.starsOf' }, { stars: value, max: STARS.length })}
    >
      {STARS.map((star) => (
        <Box key={star} color={star <= value ? 'yellow.500' : 'gray.300'}>
          <Star size={24} aria-hidden fill={star <= value ? 'currentColor' : 'none'} />
        </Box>
      ))}
    </HStack>
  );
}

type FormProps = {
  orderId: number;
  initial?: { stars: number; comment?: string | null; publishConsent: boolean };
  onSaved: () => void;
  onCancel?: () => void;
};

function RatingForm({ orderId, initial, onSaved, onCancel }: FormProps) {
  const intl = useIntl();
  const format = useFormat();
  const { rate, saving } = useRateOrder();
  const [input, setInput] = useState<RatingInput>({
    stars: initial?.stars ?? 0,
    comment: initial?.comment ?? '',
    publishConsent: initial?.publishConsent ?? false,
  });
  const [starsProblem, setStarsProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const change = (patch: Partial<RatingInput>) => {
    setInput((current) => ({ ...current, ...patch }));
    setFailure(undefined);
  };

  const save = async () => {
    if (input.stars === 0) return setStarsProblem(intl.formatMessage({ id: 'order.rating.starsRequired' }));
    try {
      await rate(orderId, input);
      notify.success(intl.formatMessage({ id: 'order.rating.saved' }));
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error, intl.formatMessage({ id: 'order.rating.failed' })));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(starsProblem)}>
          <chakra.fieldset minW="0">
            <chakra.legend fontWeight="medium" mb="2">
              <FormattedMessage id="order.rating.starsLabel" />
            </chakra.legend>
            <HStack gap="1" flexWrap="wrap">
              {STARS.map((star) => (
                <chakra.label
                  key={star}
                  cursor="pointer"
                  p="1"
                  rounded="md"
                  color={star <= input.stars ? 'yellow.500' : 'gray.400'}
                  _hover={{ color: 'yellow.400' }}
                  _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
                >
                  <chakra.input
                    type="radio"
                    name="stars"
                    value={star}
                    checked={input.stars === star}
                    onChange={() => {
                      change({ stars: star });
                      setStarsProblem(undefined);
                    }}
                    position="absolute"
                    opacity="0"
                    width="1px"
                    height="1px"
                    aria-label={intl.formatMessage({ id: 'order.rating.starOption' }, { stars: star })}
                  />
                  <Star size={32} aria-hidden fill={star <= input.stars ? 'currentColor' : 'none'} />
                </chakra.label>
              ))}
              {input.stars > 0 && (
                <Text fontSize="sm" color="gray.700" aria-hidden>
                  {intl.formatMessage({ id: 'order.rating.starsOf' }, { stars: input.stars, max: STARS.length })}
                </Text>
              )}
            </HStack>
          </chakra.fieldset>
          <Field.ErrorText>{starsProblem}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="order.rating.commentLabel" />
          </Field.Label>
          <Textarea
            dir="auto"
            bg="white"
            rows={3}
            maxLength={COMMENT_MAX}
            value={input.comment}
            onChange={(event) => change({ comment: event.target.value })}
          />
          <Field.HelperText>
            {intl.formatMessage(
              { id: 'order.rating.commentHelp' },
              { max: format.number(COMMENT_MAX), used: format.number(input.comment.length) },
            )}
          </Field.HelperText>
        </Field.Root>
        <PlainCheckbox
          name="publishConsent"
          checked={input.publishConsent}
          onChange={(publishConsent) => change({ publishConsent })}
        >
          <FormattedMessage id="order.rating.consent" />
        </PlainCheckbox>
        {failure && (
          <Alert.Root status="error" role="alert" data-testid="rating-error">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        <HStack gap="3" flexWrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText={intl.formatMessage({ id: 'order.rating.saving' })}
          >
            <FormattedMessage id={initial ? 'order.rating.update' : 'order.rating.submit'} />
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              <FormattedMessage id="order.rating.cancel" />
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
