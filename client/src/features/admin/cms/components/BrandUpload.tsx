import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, Flex, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { checkBrandFile } from '../brand-check';
import { useBrandFile, type BrandKind } from '../hooks/useBrandFile';

/**
 * The logo or favicon: the current one previewed, a file picker that checks the file in the browser and
 * uploads it at once (the preview shows the chosen file meanwhile), and removal.
 */
export function BrandUpload({ kind, url }: { kind: BrandKind; url: string | null | undefined }) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const { upload, remove, loading } = useBrandFile(kind);
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const onPick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const issue = await checkBrandFile(kind, file);
    if (issue) {
      setProblem(intl.formatMessage({ id: `cms.brand.${kind}.error.${issue}` }));
      return;
    }
    setProblem(null);
    setLocal(URL.createObjectURL(file));
    try {
      await upload(file);
      notify.success(intl.formatMessage({ id: `cms.brand.${kind}.uploaded` }));
    } catch (error) {
      setProblem(errorMessage(error, intl.formatMessage({ id: 'cms.brand.failed' })));
    } finally {
      setLocal(null);
    }
  };

  const onRemove = async () => {
    try {
      await remove();
      notify.success(intl.formatMessage({ id: `cms.brand.${kind}.removed` }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'cms.brand.failed' })));
    }
  };

  const preview = local ?? url;
  const label = intl.formatMessage({ id: `cms.brand.${kind}.label` });
  return (
    <Stack gap="2" minW="0" role="group" aria-labelledby={`${inputId}-title`}>
      <Text fontWeight="medium" id={`${inputId}-title`}>
        {label}
      </Text>
      <Flex gap="3" align="center" wrap="wrap" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3">
        <Box
          w={kind === 'logo' ? '24' : '10'}
          h={kind === 'logo' ? '16' : '10'}
          bg="bg.muted"
          borderRadius="sm"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
        >
          {preview ? (
            <Image
              src={preview}
              alt={intl.formatMessage({ id: `cms.brand.${kind}.preview` })}
              maxW="full"
              maxH="full"
              objectFit="contain"
            />
          ) : (
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              <FormattedMessage id="cms.brand.none" />
            </Text>
          )}
        </Box>
        <Stack gap="1" flex="1" minW="40">
          <Text fontSize="sm" color="fg.muted" id={`${inputId}-hint`}>
            <FormattedMessage id={`cms.brand.${kind}.hint`} />
          </Text>
          <Flex gap="2" wrap="wrap">
            <VisuallyHidden asChild>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={kind === 'logo' ? 'image/png,image/jpeg' : 'image/png,image/x-icon,.ico'}
                aria-label={intl.formatMessage({ id: `cms.brand.${kind}.choose` })}
                aria-describedby={`${inputId}-hint`}
                tabIndex={-1}
                onChange={(event) => void onPick(event.currentTarget.files?.[0])}
              />
            </VisuallyHidden>
            <Button
              size="sm"
              variant="outline"
              loading={loading}
              aria-describedby={`${inputId}-hint`}
              onClick={() => input.current?.click()}
            >
              <ImageUp aria-hidden />
              <FormattedMessage id={`cms.brand.${kind}.choose`} />
            </Button>
            {url && (
              <Button size="sm" variant="ghost" colorPalette="red" disabled={loading} onClick={() => void onRemove()}>
                <Trash2 aria-hidden />
                <FormattedMessage id="cms.brand.remove" />
              </Button>
            )}
          </Flex>
        </Stack>
      </Flex>
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
