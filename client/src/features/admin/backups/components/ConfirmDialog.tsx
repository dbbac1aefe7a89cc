import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

type Props = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  tone: 'danger' | 'warning';
  onConfirm(): void;
  onCancel(): void;
};

/** Asks before a restore or a delete; nothing happens until the admin says yes. */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, tone, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">{description}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={tone === 'danger' ? 'red' : 'orange'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
