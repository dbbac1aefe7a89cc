import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { Stack, Switch, Text } from '@chakra-ui/react';
import type { SettingsForm } from '../settings-form';

/** An on/off setting: the switch, its label and a sentence on what it does. */
export function SwitchField({
  name,
  label,
  hint,
}: {
  name: FieldPath<SettingsForm>;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const { control } = useFormContext<SettingsForm>();
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" minW="0">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch.Root
            checked={Boolean(field.value)}
            onCheckedChange={(details) => field.onChange(details.checked)}
            colorPalette="brand"
            justifyContent="space-between"
            w="full"
            gap="3"
          >
            <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Switch.Label fontWeight="medium">{label}</Switch.Label>
            <Switch.Control flexShrink={0}>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        )}
      />
      {hint && (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
