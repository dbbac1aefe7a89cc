import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { UploadOrderDocumentDocument } from '../../../lib/document-slots';
import type { StoredFile } from '../../../lib/file-store';
import { requirement, slot, version } from '../../../test/document-slots.mock';
import { useSlotFiles } from '../hooks/useSlotFiles';
import { RequiredDocumentsPicker, type Requirement } from './RequiredDocumentsPicker';

// IndexedDB as a map that outlives a render, as the browser's outlives a reload (jsdom has none).
const kept = new Map<string, StoredFile>();
vi.mock('../../../lib/file-store', () => ({
  keepFile: vi.fn(async (stored: StoredFile) => void kept.set(stored.key, stored)),
  forgetFile: vi.fn(async (key: string) => void kept.delete(key)),
  keptFiles: vi.fn(async (owner: string) => [...kept.values()].filter((one) => one.key.startsWith(`${owner}:`))),
  forgetFiles: vi.fn(async (owner: string) => {
    for (const key of kept.keys()) if (key.startsWith(`${owner}:`)) kept.delete(key);
  }),
}));

const REQUIREMENTS = [
  { ...requirement(1, 'صورة جواز السفر', { acceptedTypes: ['pdf'] }), onlyForSomeoneElse: false },
  { ...requirement(2, 'إخراج قيد', { maxAgeDays: 90 }), onlyForSomeoneElse: false },
] as unknown as Requirement[];

function Wizard({ orderId }: { orderId: number }) {
  const files = useSlotFiles('order-5');
  return (
    <>
      <RequiredDocumentsPicker
        requirements={REQUIREMENTS}
        chosen={files.chosen}
        dates={files.dates}
        onDate={files.setDate}
        onAdd={files.add}
        onRemove={files.remove}
      />
      <Button onClick={() => void files.sendAll(orderId, REQUIREMENTS).then(files.clear)}>send</Button>
    </>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function renderWizard(mocks: object[] = []) {
  signInAs('client', { id: 5 });
  return renderPage(<Wizard orderId={77} />, { mocks: mocks as never[] });
}

beforeEach(() => kept.clear());

describe('step 2’s document slots', () => {
  it('shows one slot per document with its rules, and refuses a wrong type or a missing issue date', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWizard();
    expect(await screen.findByTestId('wizard-slot-1')).toHaveTextContent('صورة جواز السفر');
    expect(screen.getByTestId('wizard-slot-1')).toHaveTextContent('الأنواع: PDF');
    await user.upload(screen.getByTestId('wizard-slot-input-1'), new File(['x'], 'p.png', { type: 'image/png' }));
    expect(
      await screen.findByText('p.png: هذا النوع غير مقبول لهذا المستند. الأنواع المقبولة: PDF'),
    ).toBeInTheDocument();
    await user.upload(screen.getByTestId('wizard-slot-input-2'), pdf('extract.pdf'));
    expect(await screen.findByText('أدخل تاريخ إصدار «إخراج قيد» أولاً')).toBeInTheDocument();
    expect(kept.size).toBe(0);
  });

  it('keeps the chosen files through a reload and sends them, with the issue date, once the order exists', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.upload(await screen.findByTestId('wizard-slot-input-1'), pdf('passport.pdf'));
    await user.type(screen.getByLabelText(/تاريخ الإصدار/), '2026-03-01');
    await user.upload(screen.getByTestId('wizard-slot-input-2'), pdf('extract.pdf'));
    expect(await screen.findByText('extract.pdf')).toBeInTheDocument();
    first.unmount();

    const answer = (id: number, name: string) => ({
      data: { uploadOrderDocument: slot(requirement(id, name), 'submitted', [version(77, id, 'submitted')]) },
    });
    const sent = vi.fn(() => answer(1, 'صورة جواز السفر'));
    const sentExtract = vi.fn(() => answer(2, 'إخراج قيد'));
    const base64 = btoa('%PDF-1.4');
    renderWizard([
      {
        request: {
          query: UploadOrderDocumentDocument,
          variables: {
            orderId: 77,
            requirementId: 1,
            file: { fileName: 'passport.pdf', contentBase64: base64 },
            issuedOn: null,
          },
        },
        result: sent,
      },
      {
        request: {
          query: UploadOrderDocumentDocument,
          variables: {
            orderId: 77,
            requirementId: 2,
            file: { fileName: 'extract.pdf', contentBase64: base64 },
            issuedOn: '2026-03-01',
          },
        },
        result: sentExtract,
      },
    ]);
    expect(await screen.findByText('passport.pdf')).toBeInTheDocument();
    expect(screen.getByText('extract.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(sentExtract).toHaveBeenCalled());
    expect(sent).toHaveBeenCalled();
    await waitFor(() => expect(kept.size).toBe(0));
  });
});
