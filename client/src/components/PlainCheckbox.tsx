import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

type Props = { name: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode };

/**
 * A checkbox with its label for the public forms (sign-in, registration): the browser's own control in the
 * brand colour. Chakra's Checkbox brings Ark's state machine, 4.3 KB gzipped of a page that must stay light.
 */
export function PlainCheckbox({ name, checked, onChange, children }: Props) {
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="2" cursor="pointer" fontSize="sm">
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        accentColor="brand.600"
        boxSize="4"
        mt="0.5"
        flexShrink={0}
        cursor="pointer"
      />
      <span>{children}</span>
    </chakra.label>
  );
}
