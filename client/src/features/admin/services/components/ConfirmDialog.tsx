import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/** "Are you sure?" before a delete: the question, cancel, and the red confirm button (busy while it runs). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirm: ReactNode;
  cancel: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
