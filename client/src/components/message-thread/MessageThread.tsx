import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { Check, CheckCheck, Download, Paperclip, Send, X } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../../gql';
import { errorMessage, errorReason } from '../../lib/errors';
import { fileProblem, MAX_FILES_PER_ORDER, ACCEPT_ATTRIBUTE } from '../../lib/file-rules';
import { useFormat } from '../../lib/format';
import { linkify } from '../../lib/linkify';
import { downloadFile } from '../../lib/transfer';
import { notify } from '../toaster';
import { OrderMessageItemFragment, OrderMessagesDocument, threadVariables } from './documents';
import { useMarkOrderMessagesRead } from './useMarkOrderMessagesRead';
import { useSendOrderMessage } from './useSendOrderMessage';
import { PART_SEPARATOR } from '../../lib/separator';

/** The server's limit, checked here first. */
export const MESSAGE_BODY_MAX = 5000;
/** Refusals the thread words itself (the server's codes, and the same checks made before sending). */
const KNOWN_CODES = ['MESSAGE_EMPTY', 'MESSAGE_TOO_LONG', 'FILE_TYPE', 'FILE_SIZE', 'TOO_MANY_FILES'] as const;
type Problem = (typeof KNOWN_CODES)[number];

type Props = {
  orderId: number;
  /** Which side the viewer writes for: their own messages stand on the inline end. */
  side: 'client' | 'office';
  /** The viewer's unread messages on this order: shown, they are marked read. */
  unreadMessages: number;
};

/** Plain text with its web addresses as links: text nodes and anchors only, never HTML. */
function MessageText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="message-body">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer" colorPalette="brand" dir="ltr">
            {part.text}
          </Link>
        ) : (
          <chakra.span key={index}>{part.text}</chakra.span>
        ),
      )}
    </Text>
  );
}

function MessageItem({
  message: messageRef,
  side,
  onDownload,
}: {
  message: FragmentType<typeof OrderMessageItemFragment>;
  side: Props['side'];
  onDownload: (url: string, name: string) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const message = getFragmentData(OrderMessageItemFragment, messageRef);
  const own = message.fromOffice === (side === 'office');
  return (
    <Box
      as="li"
      listStyleType="none"
      alignSelf={own ? 'flex-end' : 'flex-start'}
      maxW={{ base: '92%', md: '75%' }}
      bg={own ? 'brand.50' : 'bg.muted'}
      borderRadius="lg"
      px="3"
      py="2"
      data-testid="thread-message"
      data-own={own}
    >
      <HStack justify="space-between" gap="3" fontSize="xs" color="fg.muted">
        <Text fontWeight="semibold">
          {message.authorName}
          {message.fromOffice && side === 'client'
            ? `${PART_SEPARATOR}${intl.formatMessage({ id: 'common.messages.office' })}`
            : ''}
        </Text>
        <time dateTime={message.createdAt}>{format.officeDateTime(message.createdAt)}</time>
      </HStack>
      {message.body && <MessageText text={message.body} />}
      {message.files.length > 0 && (
        <HStack wrap="wrap" gap="2" mt="2">
          {message.files.map((file) => (
            <Button
              key={file.id}
              size="xs"
              variant="outline"
              onClick={() => onDownload(file.downloadUrl, file.originalName)}
              aria-label={intl.formatMessage({ id: 'common.messages.download' }, { name: file.originalName })}
            >
              <Download aria-hidden /> <bdi>{file.originalName}</bdi>
            </Button>
          ))}
        </HStack>
      )}
      {own && (
        <Text fontSize="xs" color="fg.muted" textAlign="end" data-testid="read-receipt">
          {message.readByOtherSide ? <CheckCheck aria-hidden size="12" /> : <Check aria-hidden size="12" />}{' '}
          <FormattedMessage id={message.readByOtherSide ? 'common.messages.seen' : 'common.messages.sent'} />
        </Text>
      )}
    </Box>
  );
}

/**
 * An order's thread between its client and the office: the client's order page and the back office's order
 * details. Oldest first, the viewer's messages on their own side, read receipts on theirs, files to download,
 * and a composer; what is shown is marked read.
 */
export function MessageThread({ orderId, side, unreadMessages }: Props) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(OrderMessagesDocument, {
    variables: threadVariables(orderId),
    fetchPolicy: 'cache-and-network',
  });
  const { send, sending } = useSendOrderMessage(orderId);
  const markRead = useMarkOrderMessagesRead(orderId);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  // Each side reads whom it talks with: the client the office, the office the client.
  const title = side === 'client' ? 'common.messages.title' : 'common.messages.titleOffice';

  const items = data?.orderMessages.items ?? [];
  useEffect(() => {
    if (data && unreadMessages > 0) void markRead(unreadMessages).catch(() => undefined);
  }, [data, unreadMessages, markRead]);

  const say = (code: Problem, values?: Record<string, string | number>) =>
    setProblem(intl.formatMessage({ id: `common.messages.errors.${code}` }, values));

  const pick = (chosen: File[]) => {
    const all = [...files, ...chosen];
    if (all.length > MAX_FILES_PER_ORDER) return say('TOO_MANY_FILES', { max: MAX_FILES_PER_ORDER });
    for (const file of chosen) {
      const refused = fileProblem(file);
      if (refused) return say(refused === 'type' ? 'FILE_TYPE' : 'FILE_SIZE', { name: file.name });
    }
    setProblem(null);
    setFiles(all);
  };

  const submit = async () => {
    const text = body.trim();
    if (!text && files.length === 0) return say('MESSAGE_EMPTY');
    if (text.length > MESSAGE_BODY_MAX) return say('MESSAGE_TOO_LONG', { max: MESSAGE_BODY_MAX });
    setProblem(null);
    try {
      await send(text, files);
      setBody('');
      setFiles([]);
    } catch (failure) {
      const reason = errorReason(failure);
      if (reason && (KNOWN_CODES as readonly string[]).includes(reason))
        say(reason as Problem, { max: MESSAGE_BODY_MAX, name: '' });
      else setProblem(errorMessage(failure, intl.formatMessage({ id: 'common.messages.errors.failed' })));
    }
  };

  const download = (url: string, name: string) =>
    void downloadFile(url, name).catch((failure: unknown) =>
      notify.error(errorMessage(failure, intl.formatMessage({ id: 'common.messages.errors.download' }))),
    );

  return (
    <Card.Root data-testid="message-thread">
      <Card.Header>
        <Heading as="h2" size="md">
          <FormattedMessage id={title} />
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {loading && !data && (
            <Text color="fg.muted">
              <FormattedMessage id="common.messages.loading" />
            </Text>
          )}
          {error && !data && (
            <Text color="red.700" role="alert">
              {errorMessage(error, intl.formatMessage({ id: 'common.messages.errors.loadFailed' }))}
            </Text>
          )}
          {data && items.length === 0 && (
            <Text color="fg.muted" data-testid="thread-empty">
              <FormattedMessage
                id={side === 'client' ? 'common.messages.emptyClient' : 'common.messages.emptyOffice'}
              />
            </Text>
          )}
          {items.length > 0 && (
            <Stack as="ol" gap="2" ps="0" m="0" aria-label={intl.formatMessage({ id: title })}>
              {items.map((item) => (
                <MessageItem
                  key={getFragmentData(OrderMessageItemFragment, item).id}
                  message={item}
                  side={side}
                  onDownload={download}
                />
              ))}
            </Stack>
          )}
          <chakra.form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="2">
              <Textarea
                value={body}
                onChange={(event) => setBody(event.currentTarget.value)}
                aria-label={intl.formatMessage({ id: 'common.messages.compose' })}
                placeholder={intl.formatMessage({ id: 'common.messages.placeholder' })}
                aria-invalid={problem ? true : undefined}
                rows={3}
                autoresize
              />
              {files.length > 0 && (
                <HStack wrap="wrap" gap="2" data-testid="composer-files">
                  {files.map((file, index) => (
                    <Badge key={`${file.name}-${index}`} variant="outline" gap="1">
                      <bdi>{file.name}</bdi>
                      <chakra.button
                        type="button"
                        aria-label={intl.formatMessage({ id: 'common.messages.removeFile' }, { name: file.name })}
                        onClick={() => setFiles(files.filter((_, other) => other !== index))}
                      >
                        <X aria-hidden size="12" />
                      </chakra.button>
                    </Badge>
                  ))}
                </HStack>
              )}
              {problem && (
                <Text color="red.700" fontSize="sm" role="alert" data-testid="composer-error">
                  {problem}
                </Text>
              )}
              <HStack justify="space-between">
                <chakra.input
                  ref={picker}
                  type="file"
                  accept={ACCEPT_ATTRIBUTE}
                  multiple
                  hidden
                  tabIndex={-1}
                  aria-hidden
                  data-testid="composer-file-input"
                  onChange={(event) => {
                    const chosen = Array.from(event.currentTarget.files ?? []);
                    event.currentTarget.value = '';
                    if (chosen.length > 0) pick(chosen);
                  }}
                />
                <Button variant="outline" size="sm" onClick={() => picker.current?.click()} disabled={sending}>
                  <Paperclip aria-hidden /> <FormattedMessage id="common.messages.attach" />
                </Button>
                <Button type="submit" colorPalette="brand" size="sm" loading={sending}>
                  <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
                    <Send aria-hidden />
                  </Box>{' '}
                  <FormattedMessage id="common.messages.send" />
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
