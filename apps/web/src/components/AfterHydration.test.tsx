import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './AfterHydration';

const part = (
  <AfterHydration placeholder={<div data-testid="placeholder" />}>
    <p>아래 내용</p>
  </AfterHydration>
);

describe('AfterHydration', () => {
  it('sends the placeholder in the server’s HTML', () => {
    const html = renderToString(part);
    expect(html).toContain('data-testid="placeholder"');
    expect(html).not.toContain('아래 내용');
  });

  it('draws the part at once on a page drawn in the browser', () => {
    render(part);
    expect(screen.getByText('아래 내용')).toBeTruthy();
    expect(screen.queryByTestId('placeholder')).toBeNull();
  });
});
