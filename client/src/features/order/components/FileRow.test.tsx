import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { FileRow } from './FileRow';

const file = {
  __typename: 'OrderFile' as const,
  id: 7,
  kind: 'attachment',
  originalName: 'passport.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 1024,
  createdAt: '2026-03-01T09:00:00.000Z',
  downloadUrl: '/files/7',
};

describe('a file row', () => {
  it('separates the size from the date with a mark that cannot be read as the Arabic zero', () => {
    renderPage(
      <ul>
        <FileRow file={file as never} busyUrl={null} onDownload={() => {}} />
      </ul>,
    );
    const meta = screen.getByText(
      (_, element) => element?.tagName === 'P' && /كيلوبايت/.test(element.textContent ?? ''),
    );
    expect(meta.textContent).toContain(' — ');
    expect(meta.textContent).not.toContain('·');
  });
});
