import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { notify } from '../../../components/toaster';
import { fileFitsTypes, sendToSlot } from '../../../lib/document-slots';
import { MAX_FILE_BYTES } from '../../../lib/file-rules';
import { forgetFile, forgetFiles, keepFile, keptFiles } from '../../../lib/file-store';
import { localized } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import type { Attachment } from '../components/DetailsStep';
import type { Requirement, SlotChoice } from '../components/RequiredDocumentsPicker';

const ATTACHMENT = 'attach';
let counter = 0;

/**
 * The files chosen in step 2, for the service's slots and the other attachments, kept in IndexedDB until the
 * order is placed and they are sent, so a reload brings them back. `owner` names the account's files.
 */
export function useSlotFiles(owner: string, onRestoreAttachments?: (attachments: Attachment[]) => void) {
  const client = useApolloClient();
  const intl = useIntl();
  const { language } = useLanguage();
  const [chosen, setChosen] = useState<SlotChoice[]>([]);
  const [dates, setDates] = useState<Record<number, string>>({});
  const restore = useRef(onRestoreAttachments);
  useEffect(() => {
    restore.current = onRestoreAttachments;
  });

  useEffect(() => {
    let live = true;
    void keptFiles(owner).then((files) => {
      if (!live) return;
      setChosen(
        files
          .filter((kept) => kept.slot !== ATTACHMENT)
          .map((kept) => ({
            key: kept.key,
            requirementId: Number(kept.slot),
            file: kept.file,
            issuedOn: kept.issuedOn,
          })),
      );
      const attachments = files.filter((kept) => kept.slot === ATTACHMENT);
      if (attachments.length > 0) restore.current?.(attachments.map((kept) => ({ key: kept.key, file: kept.file })));
    });
    return () => void (live = false);
  }, [owner]);

  const add = useCallback(
    (requirement: Requirement, file: File) => {
      const name = localized(language, { ar: requirement.nameAr, tr: requirement.nameTr, en: requirement.nameEn });
      if (!fileFitsTypes(file, requirement.acceptedTypes))
        return notify.error(
          intl.formatMessage(
            { id: 'createOrder.documents.wrongType' },
            { name: file.name, types: requirement.acceptedTypes.map((type) => type.toUpperCase()).join(', ') },
          ),
        );
      if (file.size > MAX_FILE_BYTES)
        return notify.error(intl.formatMessage({ id: 'createOrder.error.fileSize' }, { name: file.name }));
      const issuedOn = dates[requirement.id];
      if (requirement.maxAgeDays && !issuedOn)
        return notify.error(intl.formatMessage({ id: 'createOrder.documents.dateFirst' }, { name }));
      counter += 1;
      const choice = {
        key: `${owner}:${requirement.id}:${Date.now()}-${counter}`,
        requirementId: requirement.id,
        file,
        issuedOn,
      };
      setChosen((current) => [...current, choice]);
      void keepFile({ key: choice.key, slot: String(requirement.id), issuedOn, file });
    },
    [dates, intl, language, owner],
  );

  const remove = useCallback((key: string) => {
    setChosen((current) => current.filter((choice) => choice.key !== key));
    void forgetFile(key);
  }, []);

  /** The other attachments are kept too, under their own slot. */
  const storeKey = useCallback(
    (key: string) => (key.startsWith(`${owner}:`) ? key : `${owner}:${ATTACHMENT}:${key}`),
    [owner],
  );
  const keepAttachment = useCallback(
    ({ key, file }: Attachment) => void keepFile({ key: storeKey(key), slot: ATTACHMENT, file }),
    [storeKey],
  );
  const forgetAttachment = useCallback((key: string) => void forgetFile(storeKey(key)), [storeKey]);

  /** Sends the chosen files of the service's slots into the new order; answers whether all arrived. */
  const sendAll = useCallback(
    async (orderId: number, requirements: readonly Requirement[]) => {
      let allSent = true;
      for (const choice of chosen.filter((one) => requirements.some((r) => r.id === one.requirementId))) {
        try {
          await sendToSlot(client, orderId, choice.requirementId, choice.file, choice.issuedOn);
        } catch {
          allSent = false;
          notify.error(intl.formatMessage({ id: 'createOrder.documents.notSent' }, { name: choice.file.name }));
        }
      }
      return allSent;
    },
    [chosen, client, intl],
  );

  const clear = useCallback(() => void forgetFiles(owner), [owner]);

  return {
    chosen,
    dates,
    setDate: (requirementId: number, date: string) => setDates((all) => ({ ...all, [requirementId]: date })),
    add,
    remove,
    keepAttachment,
    forgetAttachment,
    sendAll,
    clear,
  };
}
