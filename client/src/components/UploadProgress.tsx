import { useIntl } from 'react-intl';
import { Progress } from '@chakra-ui/react';

/** Bytes sent so far, announced as a labelled progress bar. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const intl = useIntl();
  const value = Math.round(fraction * 100);
  return (
    <Progress.Root value={value} max={100} colorPalette="brand" size="sm" data-testid="upload-progress">
      <Progress.Label fontSize="sm" mb="1">
        {label}
      </Progress.Label>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText fontSize="xs" mt="1">
        {intl.formatNumber(value / 100, { style: 'percent' })}
      </Progress.ValueText>
    </Progress.Root>
  );
}
