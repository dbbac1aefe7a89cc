import { useId, type ReactNode } from 'react';
import { Button, chakra, Stack, Textarea } from '@chakra-ui/react';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (reason: string) => void;
  /** The confirming button's text and colour (red for a refusal, purple for a waiver). */
  confirm: ReactNode;
  palette: string;
  saving: boolean;
  onConfirm: () => void;
};

/**
 * Asks why before a decision the client or the accountant will read (a rejected receipt, a waiver): the reason
 * is required, so the confirming button waits for one.
 */
export function ReasonPrompt({ label, value, onChange, confirm, palette, saving, onConfirm }: Props) {
  const id = useId();
  return (
    <Stack gap="2" bg={`${palette}.50`} p="3" rounded="md">
      <chakra.label htmlFor={id} fontSize="sm">
        {label}
      </chakra.label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={2}
        maxLength={1000}
        dir="auto"
        bg="white"
      />
      <Button
        size="sm"
        colorPalette={palette}
        alignSelf="start"
        loading={saving}
        disabled={!value.trim()}
        onClick={onConfirm}
      >
        {confirm}
      </Button>
    </Stack>
  );
}
