import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Box, Button, Field, HStack, Input, InputGroup, RadioCard, Stack, Text } from '@chakra-ui/react';
import { Clock, Search } from 'lucide-react';
import { useLanguage } from '../../../lib/language';
import { useFormat } from '../../../lib/format';
import type { WizardServiceFragment } from '../../../gql/graphql';
import { CATEGORIES, matchesService, serviceDescription, serviceName, type CategoryFilter } from '../service-text';

type Props = {
  services: WizardServiceFragment[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
};

/** Step 1: the active services, searchable and filtered by category; one is chosen like a radio button. */
export function ServiceStep({ services, value, onChange, error }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const shown = useMemo(
    () => services.filter((service) => matchesService(service, query, category)),
    [services, query, category],
  );

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="createOrder.service.search" />
        </Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'createOrder.service.searchPlaceholder' })}
          />
        </InputGroup>
      </Field.Root>
      <Box role="group" aria-label={intl.formatMessage({ id: 'createOrder.service.category' })}>
        <Text fontWeight="medium" fontSize="sm" mb="2" aria-hidden>
          <FormattedMessage id="createOrder.service.category" />
        </Text>
        <HStack wrap="wrap" gap="2">
          {CATEGORIES.map((id) => (
            <Button
              key={id}
              size="sm"
              rounded="full"
              variant={category === id ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={category === id}
              onClick={() => setCategory(id)}
            >
              <FormattedMessage id={`createOrder.category.${id}`} />
            </Button>
          ))}
        </HStack>
      </Box>
      <Field.Root invalid={Boolean(error)}>
        <RadioCard.Root
          value={value === null ? null : String(value)}
          onValueChange={(details) => details.value && onChange(Number(details.value))}
          colorPalette="brand"
          w="full"
          aria-invalid={Boolean(error) || undefined}
        >
          <RadioCard.Label>
            <FormattedMessage id="createOrder.service.list" />
          </RadioCard.Label>
          <Stack maxH="500px" overflowY="auto" gap="3" p="1" data-testid="service-list">
            {shown.length === 0 ? (
              <Text color="gray.600" py="6" textAlign="center">
                <FormattedMessage id="createOrder.service.noMatch" />
              </Text>
            ) : (
              shown.map((service) => {
                const description = serviceDescription(service, language);
                return (
                  <RadioCard.Item key={service.id} value={String(service.id)}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent minW="0">
                        <RadioCard.ItemText dir="auto" fontWeight="semibold">
                          {serviceName(service, language)}
                        </RadioCard.ItemText>
                        {description && (
                          <RadioCard.ItemDescription dir="auto" lineClamp={2}>
                            {description}
                          </RadioCard.ItemDescription>
                        )}
                        <HStack gap="2" wrap="wrap" mt="1">
                          <Text fontWeight="bold" color="brand.700">
                            {Number(service.price) === 0 ? (
                              <FormattedMessage id="common.free" />
                            ) : (
                              format.money(service.price, service.currency)
                            )}
                          </Text>
                          {service.estimatedDays != null && (
                            <Badge colorPalette="orange" variant="subtle" gap="1">
                              <Clock size={12} aria-hidden />
                              {format.days(service.estimatedDays)}
                            </Badge>
                          )}
                        </HStack>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                );
              })
            )}
          </Stack>
        </RadioCard.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
