import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { loadMessages } from '../../../lib/i18n';
import { UploadOrderDocumentDocument } from '../../../lib/document-slots';
import { REASONS, requirement, slot, slotsMock, version } from '../../../test/document-slots.mock';
import { DocumentSlotsSection } from './DocumentSlotsSection';

const ORDER = 41;
const passport = requirement(1, 'صورة جواز السفر', { acceptedTypes: ['pdf'] });
const extract = requirement(2, 'إخراج قيد', { maxAgeDays: 90, maxFiles: 2, originalByPost: true });
const photo = requirement(3, 'صورة شخصية', { isRequired: false });
const pdf = (name = 'passport.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const rejected = slot(
  passport,
  'rejected',
  [version(ORDER, 7, 'rejected', { reviewReason: REASONS[0].ar })],
  REASONS[0].ar,
);

function renderSection(status: 'pending' | 'processing' | 'completed' = 'processing', extraMocks = [] as never[]) {
  signInAs('client');
  return renderPage(
    <DocumentSlotsSection orderId={ORDER} status={status} downloading={null} onDownload={() => undefined} />,
    { mocks: [slotsMock(ORDER, [rejected, slot(extract, 'missing'), slot(photo, 'missing')]), ...extraMocks] },
  );
}

describe('the order page’s document slots', () => {
  it('lists each slot with its state, what is outstanding and the rejection reason', async () => {
    renderSection();
    expect(await screen.findByTestId('slot-1')).toBeInTheDocument();
    expect(screen.getByTestId('documents-outstanding')).toHaveTextContent('بقي مستندان مطلوبان لم يُقبلا بعد');
    expect(screen.getByTestId('slot-state-1')).toHaveTextContent('مرفوض');
    expect(screen.getByTestId('slot-state-2')).toHaveTextContent('لم يُرفع');
    expect(screen.getByTestId('slot-reason-1')).toHaveTextContent('الصورة غير واضحة أو غير مقروءة');
    expect(screen.getByTestId('slot-3')).toHaveTextContent('اختياري');
    expect(screen.getByTestId('slot-2')).toHaveTextContent('صادر خلال ٩٠ يوماً');
    expect(screen.getByText('document-7.pdf')).toBeInTheDocument();
  });

  it('shows a reason from the office’s list in the reader’s language', async () => {
    signInAs('client');
    renderPage(
      <DocumentSlotsSection orderId={ORDER} status="processing" downloading={null} onDownload={() => undefined} />,
      {
        mocks: [slotsMock(ORDER, [rejected])],
        language: { language: 'en', messages: await loadMessages('en') },
      },
    );
    expect(await screen.findByTestId('slot-reason-1')).toHaveTextContent(
      'Rejected: The image is blurred or unreadable. Please upload a new copy.',
    );
    expect(screen.getByRole('heading', { name: 'صورة جواز السفر (en)' })).toBeInTheDocument();
  });

  it('uploads into a rejected slot after pending and shows it under review', async () => {
    const after = slot(passport, 'submitted', [version(ORDER, 8, 'submitted'), rejected.versions[0]]);
    const sent = vi.fn(() => ({ data: { uploadOrderDocument: after } }));
    renderSection('processing', [
      {
        request: {
          query: UploadOrderDocumentDocument,
          variables: {
            orderId: ORDER,
            requirementId: 1,
            file: { fileName: 'passport.pdf', contentBase64: btoa('%PDF-1.4') },
            issuedOn: null,
          },
        },
        result: sent,
      } as never,
    ]);
    await userEvent.upload(await screen.findByTestId('slot-input-1'), pdf());
    await waitFor(() => expect(screen.getByTestId('slot-state-1')).toHaveTextContent('قيد المراجعة'));
    expect(sent).toHaveBeenCalled();
    expect(screen.queryByTestId('slot-reason-1')).not.toBeInTheDocument();
  });

  it('asks for the issue date first and refuses a type the document does not take, before sending', async () => {
    renderSection();
    await userEvent.upload(await screen.findByTestId('slot-input-2'), pdf('extract.pdf'));
    expect(await screen.findByText('أدخل تاريخ إصدار «إخراج قيد» أولاً')).toBeInTheDocument();
    const png = new File(['png'], 'passport.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('slot-input-1'), png, { applyAccept: false });
    expect(
      await screen.findByText('passport.png: هذا النوع غير مقبول لهذا المستند. الأنواع المقبولة: PDF'),
    ).toBeInTheDocument();
  });

  it('offers no upload once the order is closed', async () => {
    renderSection('completed');
    expect(await screen.findByTestId('slot-1')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-input-1')).not.toBeInTheDocument();
  });
});
