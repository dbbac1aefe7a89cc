import type { ReactNode } from 'react';
import { Button, IconButton } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';

// The buttons of the settings' editable lists (holidays, rejection reasons), so every list adds and removes rows alike.

/** Removes one row; `label` names the row it removes for screen readers. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden />
    </IconButton>
  );
}

/** Adds an empty row at the end; disabled when the list is full. */
export function AddRowButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" colorPalette="brand" alignSelf="start" disabled={disabled} onClick={onClick}>
      <Plus aria-hidden /> {children}
    </Button>
  );
}
