import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/render';
import { signInAs } from '../../../../test/session';
import { fetchFile } from '../../../../lib/transfer';
import { loadMessages } from '../../../../lib/i18n';
import { REASONS, requirement, slot, slotsMock, version } from '../../../../test/document-slots.mock';
import { ReviewOrderDocumentDocument } from '../hooks/useReviewDocument';
import { DocumentReviewPanel } from './DocumentReviewPanel';

vi.mock('../../../../lib/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/transfer')>()),
  fetchFile: vi.fn(),
}));

const ORDER = 41;
const passport = requirement(1, 'صورة جواز السفر');
const submitted = version(ORDER, 7, 'submitted');
const waiting = slot(passport, 'submitted', [submitted]);

const reviewMock = (decision: 'accepted' | 'rejected', reason: string | null, answer: ReturnType<typeof slot>) => {
  const sent = vi.fn(() => ({ data: { reviewOrderDocument: answer } }));
  return {
    sent,
    mock: {
      request: { query: ReviewOrderDocumentDocument, variables: { orderId: ORDER, documentId: 7, decision, reason } },
      result: sent,
    },
  };
};

async function renderPanel(mocks: object[], language?: 'en') {
  signInAs('staff');
  return renderPage(<DocumentReviewPanel orderId={ORDER} />, {
    mocks: [slotsMock(ORDER, [waiting]), ...(mocks as never[])],
    language: language && { language, messages: await loadMessages(language) },
  });
}

describe('the back office’s document review', () => {
  it('accepts a version waiting for review', async () => {
    const accepted = slot(passport, 'accepted', [
      { ...submitted, status: 'accepted', reviewedByName: 'موظف المكتب', reviewedAt: '2026-03-03T10:00:00.000Z' },
    ]);
    const { sent, mock } = reviewMock('accepted', null, accepted);
    await renderPanel([mock]);
    expect(await screen.findByText('مستند مطلوب واحد لم يُقبل بعد')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'قبول' }));
    expect(await screen.findByText('قُبل المستند')).toBeInTheDocument();
    expect(sent).toHaveBeenCalled();
    expect(within(screen.getByTestId('review-slot-1')).getByText('مقبول')).toBeInTheDocument();
    expect(screen.getByText('قُبلت كل المستندات المطلوبة')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'قبول' })).not.toBeInTheDocument();
  });

  it('rejects with a reason chosen from the office’s list, sent in Arabic whatever the reviewer reads', async () => {
    const rejected = slot(
      passport,
      'rejected',
      [{ ...submitted, status: 'rejected', reviewReason: REASONS[1].ar, reviewedByName: 'Staff' }],
      REASONS[1].ar,
    );
    const { sent, mock } = reviewMock('rejected', REASONS[1].ar, rejected);
    await renderPanel([mock], 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject and notify the client' }));
    expect(await screen.findByText('Choose or write the reason for the rejection')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Reason for rejection'), 'Pages are missing');
    await userEvent.click(screen.getByRole('button', { name: 'Reject and notify the client' }));
    expect(await screen.findByText('The document was rejected and the client notified')).toBeInTheDocument();
    expect(sent).toHaveBeenCalled();
    expect(within(screen.getByTestId('review-slot-1')).getByText('Rejected')).toBeInTheDocument();
  });

  it('rejects with a reason written freely', async () => {
    const rejected = slot(passport, 'rejected', [{ ...submitted, status: 'rejected' }], 'الختم غير ظاهر');
    const { sent, mock } = reviewMock('rejected', 'الختم غير ظاهر', rejected);
    await renderPanel([mock]);
    await userEvent.click(await screen.findByRole('button', { name: 'رفض' }));
    await userEvent.type(screen.getByLabelText('اكتب السبب للعميل'), 'الختم غير ظاهر');
    await userEvent.click(screen.getByRole('button', { name: 'رفض المستند وإبلاغ العميل' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });

  it('previews a PDF inside the page', async () => {
    vi.mocked(fetchFile).mockResolvedValueOnce(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await renderPanel([]);
    await userEvent.click(await screen.findByRole('button', { name: 'معاينة' }));
    expect(await screen.findByTitle('document-7.pdf')).toHaveAttribute('src', 'blob:preview');
    expect(fetchFile).toHaveBeenCalledWith(`/api/v1/orders/${ORDER}/files/507`);
  });
});
