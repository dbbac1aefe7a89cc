import { Stack } from '@chakra-ui/react';
import { PlainCheckbox } from './PlainCheckbox';

type Props<Value extends string> = {
  /** The group's accessible name (the label of the field around it). */
  label: string;
  name: string;
  options: readonly Value[];
  optionLabel: (option: Value) => string;
  value: readonly Value[];
  onChange: (value: Value[]) => void;
};

/** A choice of several options, one checkbox each; the chosen ones keep the options' order. */
export function CheckboxGroup<Value extends string>({
  label,
  name,
  options,
  optionLabel,
  value,
  onChange,
}: Props<Value>) {
  return (
    <Stack gap="2" role="group" aria-label={label}>
      {options.map((option) => (
        <PlainCheckbox
          key={option}
          name={name}
          checked={value.includes(option)}
          onChange={(checked) =>
            onChange(options.filter((other) => (other === option ? checked : value.includes(other))))
          }
        >
          {optionLabel(option)}
        </PlainCheckbox>
      ))}
    </Stack>
  );
}
