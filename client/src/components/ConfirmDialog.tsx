import type { ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { AlertDialogFrame } from './AlertDialogFrame';

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
    <AlertDialogFrame
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button colorPalette={tone === 'danger' ? 'red' : 'orange'} onClick={onConfirm} loading={busy}>
            {confirm}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </AlertDialogFrame>
  );
}
