import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { notify } from './toaster';

/** Copies one value (an IBAN, a number) to the clipboard; its accessible name says what it copies. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(intl.formatMessage({ id: 'common.copy.done' }));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error(intl.formatMessage({ id: 'common.copy.failed' }));
    }
  };
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="brand"
      aria-label={intl.formatMessage({ id: 'common.copy.label' }, { label })}
      onClick={() => void copy()}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
    </IconButton>
  );
}
