import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { AppDialog, DIALOG_ERROR_MESSAGE } from './AppDialog';

function Broken(): never {
  throw new Error('a select refused its options');
}

describe('AppDialog', () => {
  it('shows a failure inside the dialog, in Korean, and leaves the page around it alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <p>카드 상세</p>
        <AppDialog opened onClose={onClose} title="카드 복사">
          <Broken />
        </AppDialog>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: '카드 복사' });
    expect(within(dialog).getByText(DIALOG_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.getByText('카드 상세')).toBeTruthy();
    expect(screen.queryByText('문제가 발생했습니다')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalled();
  });
});
