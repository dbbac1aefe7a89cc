import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

type Props = {
  open: boolean;
  title: ReactNode;
  /** Asked to close (Escape, the backdrop); ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  /** The buttons. */
  footer: ReactNode;
};

/** A small centred dialog that needs the user's answer (role alertdialog): a title, a body and its buttons. */
export function AlertDialogFrame({ open, title, onClose, busy, children, footer }: Props) {
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
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
