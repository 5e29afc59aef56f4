import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

// Each test loads the fields afresh, so it meets the placeholder before the field's code has arrived.
async function freshFields() {
  vi.resetModules();
  return import('./LazyComboboxes');
}

const NATIONS = [
  { value: 'kr', label: '한글판' },
  { value: 'en', label: '북미판' },
];

describe('comboboxes loaded after the first screen', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the chosen option in the placeholder, then opens the list clicked before the code arrived', async () => {
    const { LazySelect } = await freshFields();
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <LazySelect aria-label="판본" data={NATIONS} value="kr" onChange={onChange} />
      </MantineProvider>,
    );
    const placeholder = screen.getByRole('combobox', { name: '판본' });
    expect((placeholder as HTMLInputElement).value).toBe('한글판');
    expect(screen.queryByRole('option')).toBeNull();

    fireEvent.click(placeholder);
    fireEvent.click(await screen.findByRole('option', { name: '북미판' }));
    expect(onChange).toHaveBeenCalledWith('en', expect.objectContaining({ value: 'en' }));
  });

  it('keeps what was typed into the search box before it loaded, and its focus', async () => {
    const { LazyAutocomplete } = await freshFields();
    const typed: string[] = [];
    function SearchBox() {
      return (
        <MantineProvider>
          <LazyAutocomplete
            aria-label="검색어"
            data={[]}
            value={typed.at(-1) ?? ''}
            onChange={(v) => typed.push(v)}
          />
        </MantineProvider>
      );
    }
    const { rerender } = render(<SearchBox />);
    const placeholder = screen.getByRole('combobox', { name: '검색어' });
    act(() => placeholder.focus());
    fireEvent.change(placeholder, { target: { value: '리자몽' } });
    expect(typed).toEqual(['리자몽']);
    rerender(<SearchBox />);

    await act(async () => {
      await import('./LoadedAutocomplete');
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '검색어' })).not.toBe(placeholder));
    const field = screen.getByRole('combobox', { name: '검색어' }) as HTMLInputElement;
    expect(field.value).toBe('리자몽');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('does not open the list of a field nobody touched', async () => {
    const { LazyMultiSelect } = await freshFields();
    render(
      <MantineProvider>
        <LazyMultiSelect label="약점" data={['불', '물']} value={['불']} />
      </MantineProvider>,
    );
    const placeholder = screen.getByRole('combobox', { name: '약점' });
    expect(screen.getByText('불')).toBeTruthy();

    await act(async () => {
      await import('./LoadedMultiSelect');
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '약점' })).not.toBe(placeholder));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
