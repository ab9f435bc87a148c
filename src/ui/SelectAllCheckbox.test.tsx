import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectAllCheckbox } from './SelectAllCheckbox';

describe('SelectAllCheckbox', () => {
  it('a partly checked box is mixed both to the browser and in its ARIA state', () => {
    const { rerender } = render(<SelectAllCheckbox checked={false} indeterminate onChange={() => undefined} slotProps={{ input: { 'aria-label': 'All' } }} />);
    const box = screen.getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    rerender(<SelectAllCheckbox checked indeterminate={false} onChange={() => undefined} slotProps={{ input: { 'aria-label': 'All' } }} />);
    expect(box.indeterminate).toBe(false);
    expect(box).not.toHaveAttribute('aria-checked', 'mixed');
    expect(box.checked).toBe(true);
  });
});
