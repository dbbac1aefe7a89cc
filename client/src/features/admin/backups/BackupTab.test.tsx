import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { BackupsDocument, BackupTab } from './BackupTab';
import { CreateBackupDocument } from './hooks/useCreateBackup';
import { DeleteBackupDocument } from './hooks/useDeleteBackup';
import { RestoreBackupDocument } from './hooks/useRestoreBackup';

const transfer = vi.hoisted(() => ({ uploadFile: vi.fn(), downloadFile: vi.fn() }));
vi.mock('../../../lib/transfer', async (original) => ({ ...(await original<object>()), ...transfer }));

const backup = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Backup' as const,
  id,
  fileName: `backup-2026112${id}-020000-abcd000${id}.tar.gz`,
  sizeBytes: 2_516_582,
  status: 'completed',
  failureReason: null,
  trigger: 'scheduled',
  createdAt: `2026-11-2${id}T23:00:00.000Z`,
  ...overrides,
});

const listing = (items: object[]) => ({ request: { query: BackupsDocument }, result: { data: { backups: items } } });
const restoreResult = {
  __typename: 'BackupRestoreResult' as const,
  restoredAt: '2026-11-23T03:00:00.000Z',
  tables: 12,
  rows: 340,
  files: 4,
};

function renderTab(mocks: object[]) {
  signInAs('admin');
  return renderPage(<BackupTab />, { path: '/admin/settings', mocks: mocks as never });
}

const rows = () => within(screen.getByRole('list', { name: 'النسخ الاحتياطية المحفوظة' })).getAllByRole('listitem');

describe('the backup tab', () => {
  beforeEach(() => {
    transfer.uploadFile.mockReset();
    transfer.downloadFile.mockReset();
  });

  it('lists each backup with its date in Arabic-Saudi format, size, trigger and state', async () => {
    renderTab([listing([backup(2), backup(1, { trigger: 'manual', status: 'failed', sizeBytes: null })])]);
    expect(screen.getByLabelText('النسخ الاحتياطية المحفوظة')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    const date = new Intl.DateTimeFormat('ar-SA', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(new Date('2026-11-22T23:00:00.000Z'));
    expect(first).toHaveTextContent(date);
    expect(first).toHaveTextContent('مجدولة');
    expect(first).toHaveTextContent('مكتملة');
    expect(first).toHaveTextContent(/٢٫٤/);
    expect(second).toHaveTextContent('يدوية');
    expect(second).toHaveTextContent('فشلت');
    expect(within(second).getByRole('button', { name: /^تنزيل/ })).toBeDisabled();
    expect(within(second).getByRole('button', { name: /^حذف/ })).toBeEnabled();
  });

  it('shows the empty state, and the error state with a retry', async () => {
    renderTab([{ request: { query: BackupsDocument }, result: { errors: [new GraphQLError('boom')] } }, listing([])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر تحميل النسخ الاحتياطية');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('لا توجد نسخ احتياطية بعد')).toBeInTheDocument();
  });

  it('"create now" puts the new backup at the top of the list and drops the pruned ones, without reloading it', async () => {
    const created = backup(3, { trigger: 'manual' });
    renderTab([
      listing([backup(2), backup(1)]),
      {
        request: { query: CreateBackupDocument },
        result: { data: { createBackup: { __typename: 'CreateBackupPayload', backup: created, prunedIds: [1] } } },
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء نسخة احتياطية الآن' }));
    expect(await screen.findByText('تم إنشاء النسخة الاحتياطية بنجاح')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('يدوية');
    expect(rows()[1]).toHaveTextContent('مجدولة');
  });

  it('shows the server message when a backup cannot be made, then the failed attempt with its reason', async () => {
    renderTab([
      listing([]),
      {
        request: { query: CreateBackupDocument },
        result: { errors: [new GraphQLError('تعذر إنشاء النسخة الاحتياطية')] },
      },
      listing([
        backup(1, { trigger: 'manual', status: 'failed', failureReason: 'storage_unavailable', sizeBytes: null }),
      ]),
    ]);
    await screen.findByText('لا توجد نسخ احتياطية بعد');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء نسخة احتياطية الآن' }));
    expect(await screen.findByText('تعذر إنشاء النسخة الاحتياطية')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('فشلت');
    expect(rows()[0]).toHaveTextContent('سبب الفشل: تعذر الوصول إلى مكان التخزين (الحاوية أو القرص)');
  });

  it('shows why each failed backup failed, and no reason beside the others', async () => {
    renderTab([
      listing([
        backup(3),
        backup(2, { status: 'failed', failureReason: 'interrupted', sizeBytes: null }),
        backup(1, { status: 'failed', failureReason: 'database_error', sizeBytes: null }),
      ]),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [completed, interrupted, unreadable] = rows();
    expect(completed).not.toHaveTextContent('سبب الفشل');
    expect(interrupted).toHaveTextContent('سبب الفشل: توقف الخادم قبل اكتمال النسخة');
    expect(unreadable).toHaveTextContent('سبب الفشل: تعذرت قراءة قاعدة البيانات');
    expect(within(interrupted).getByRole('button', { name: /^حذف/ })).toBeEnabled();
  });

  it('deletes only after confirmation, and drops the row from the list', async () => {
    renderTab([
      listing([backup(2), backup(1)]),
      { request: { query: DeleteBackupDocument, variables: { id: 1 } }, result: { data: { deleteBackup: true } } },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(within(rows()[1]).getByRole('button', { name: /^حذف/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من حذف هذه النسخة الاحتياطية؟');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(2);

    await userEvent.click(within(rows()[1]).getByRole('button', { name: /^حذف/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'نعم، حذف' }));
    expect(await screen.findByText('تم حذف النسخة الاحتياطية')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('restores from the list after the confirmation question, showing progress', async () => {
    renderTab([
      listing([backup(1)]),
      {
        request: { query: RestoreBackupDocument, variables: { id: 1 } },
        result: { data: { restoreBackup: restoreResult } },
        delay: 300,
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(within(rows()[0]).getByRole('button', { name: /^استعادة/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من استعادة النسخة الاحتياطية؟');
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، استعادة' }));
    expect(await screen.findByText('جاري استعادة النسخة الاحتياطية...')).toBeInTheDocument();
    expect(await screen.findByText('تمت استعادة النسخة الاحتياطية بنجاح')).toBeInTheDocument();
    expect(screen.queryByText('جاري استعادة النسخة الاحتياطية...')).not.toBeInTheDocument();
  });

  it('restores an uploaded archive after confirmation, reporting the upload progress, and shows a refusal', async () => {
    let report: (p: { loaded: number; total: number }) => void = () => undefined;
    let finish: (value: unknown) => void = () => undefined;
    transfer.uploadFile.mockImplementationOnce(
      (_url: string, _file: File, options: { onProgress(p: { loaded: number; total: number }): void }) => {
        report = options.onProgress;
        return new Promise((resolve) => (finish = resolve));
      },
    );
    renderTab([listing([backup(1)])]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const archive = new File(['archive'], 'office.tar.gz', { type: 'application/gzip' });
    await userEvent.upload(screen.getByLabelText('ملف النسخة الاحتياطية (.tar.gz)'), archive);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من استعادة النسخة الاحتياطية؟');
    expect(dialog).toHaveTextContent('office.tar.gz');
    expect(transfer.uploadFile).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، استعادة' }));
    expect(transfer.uploadFile).toHaveBeenCalledWith(
      '/api/v1/admin/backups/restore',
      archive,
      expect.objectContaining({ field: 'file' }),
    );
    report({ loaded: 40, total: 100 });
    // The bar shows 0% before the first report: wait for the reported share, not for the bar.
    expect(await screen.findByText(/جاري رفع الملف.*٤٠/)).toBeInTheDocument();
    report({ loaded: 100, total: 100 });
    expect(await screen.findByText('جاري استعادة النسخة الاحتياطية...')).toBeInTheDocument();
    finish({ restored_at: 'x' });
    expect(await screen.findByText('تمت استعادة النسخة الاحتياطية بنجاح')).toBeInTheDocument();
    // The first dialog must be gone, or the next query could find it still closing.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const { TransferError } = await import('../../../lib/transfer');
    transfer.uploadFile.mockRejectedValueOnce(new TransferError(422, 'ملف النسخة الاحتياطية غير صالح أو تالف'));
    await userEvent.upload(screen.getByLabelText('ملف النسخة الاحتياطية (.tar.gz)'), archive);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'نعم، استعادة' }));
    expect(await screen.findByText('ملف النسخة الاحتياطية غير صالح أو تالف')).toBeInTheDocument();
  });

  it('downloads a backup under its own file name', async () => {
    transfer.downloadFile.mockResolvedValueOnce(undefined);
    renderTab([listing([backup(1)])]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(within(rows()[0]).getByRole('button', { name: /^تنزيل/ }));
    expect(transfer.downloadFile).toHaveBeenCalledWith('/api/v1/admin/backups/1/download', backup(1).fileName);
  });
});
