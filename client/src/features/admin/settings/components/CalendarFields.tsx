import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { chakra, Checkbox, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ISO_WEEKDAYS, MAX_HOLIDAYS, type SettingsForm } from '../settings-form';
import { FormField } from '../../../../components/FormField';
import { AddRowButton, RemoveRowButton } from './EditableList';

/** A weekday's name in the interface language: ISO 1 is Monday (5 January 2026 was a Monday). */
const weekdayName = (locale: string, isoDay: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + isoDay));

/**
 * The working calendar due dates are counted in: the weekdays the office works (at least one) and its holidays,
 * each a date with an optional name.
 */
export function CalendarFields() {
  const intl = useIntl();
  const { control, register, formState } = useFormContext<SettingsForm>();
  const { field: days } = useController({ control, name: 'calendar.workingDays' });
  const { fields, append, remove } = useFieldArray({ control, name: 'calendar.holidays' });
  const errors = formState.errors.calendar;
  const daysError = errors?.workingDays?.message ?? errors?.workingDays?.root?.message;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} data-testid="calendar-settings">
      <Stack gap="1">
        <Heading as="h2" size="md">
          <FormattedMessage id="settings.calendar.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="settings.calendar.hint" />
        </Text>
      </Stack>
      <chakra.fieldset minW="0">
        <chakra.legend fontWeight="medium" mb="2">
          <FormattedMessage id="settings.calendar.workingDays" />
        </chakra.legend>
        <SimpleGrid columns={{ base: 2, sm: 4, lg: 7 }} gap="3">
          {ISO_WEEKDAYS.map((day) => (
            <Checkbox.Root
              key={day}
              checked={days.value.includes(day)}
              onCheckedChange={(details) =>
                days.onChange(
                  details.checked
                    ? [...days.value, day].sort((a, b) => a - b)
                    : days.value.filter((value) => value !== day),
                )
              }
              colorPalette="brand"
            >
              <Checkbox.HiddenInput onBlur={days.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{weekdayName(intl.locale, day)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        {daysError && (
          <Text color="fg.error" fontSize="sm" mt="2" role="alert">
            {daysError}
          </Text>
        )}
      </chakra.fieldset>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          <FormattedMessage id="settings.calendar.holidays" />
        </Heading>
        {fields.length === 0 && (
          <Text color="fg.muted">
            <FormattedMessage id="settings.calendar.noHolidays" />
          </Text>
        )}
        {fields.map((field, index) => (
          <HStack key={field.id} align="end" gap="2" data-testid="holiday">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
              <FormField
                label={intl.formatMessage({ id: 'settings.calendar.date' }, { n: index + 1 })}
                required
                error={errors?.holidays?.[index]?.date?.message}
              >
                <Input type="date" dir="ltr" {...register(`calendar.holidays.${index}.date`)} />
              </FormField>
              <FormField
                label={intl.formatMessage({ id: 'settings.calendar.name' }, { n: index + 1 })}
                error={errors?.holidays?.[index]?.name?.message}
              >
                <Input dir="auto" {...register(`calendar.holidays.${index}.name`)} />
              </FormField>
            </SimpleGrid>
            <RemoveRowButton
              label={intl.formatMessage({ id: 'settings.calendar.remove' }, { n: index + 1 })}
              onClick={() => remove(index)}
            />
          </HStack>
        ))}
        <AddRowButton disabled={fields.length >= MAX_HOLIDAYS} onClick={() => append({ date: '', name: '' })}>
          <FormattedMessage id="settings.calendar.add" />
        </AddRowButton>
      </Stack>
    </Stack>
  );
}
