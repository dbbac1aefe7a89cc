import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

type Props = {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirm: ReactNode;
  cancel: ReactNode;
  /** Red for what cannot be undone (the default), orange for what replaces something. */
  tone?: 'danger' | 'warning';
  /** While the confirmed action runs: the confirm button spins and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before a grave action: nothing happens until the user says yes. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  tone = 'danger',
  busy,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      placement="center"
    >
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
              <Button colorPalette={tone === 'danger' ? 'red' : 'orange'} onClick={onConfirm} loading={busy}>
                {confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
