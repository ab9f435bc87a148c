import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeriesLegend } from './SeriesLegend';

describe('chart legend', () => {
  it('names each series in words a reader of the interface language reads, with no English icon names', () => {
    const { container } = render(
      <SeriesLegend
        payload={[
          { value: 'Клики', color: '#112233', type: 'line' },
          { value: 'Уникальные', color: '#445566', type: 'line' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Клики', 'Уникальные']);
    expect(container.textContent).not.toMatch(/legend|icon/i);
    expect(container.querySelector('[aria-label]')).toBeNull();
    expect([...container.querySelectorAll('[aria-hidden]')].map((s) => (s as HTMLElement).style.background)).toEqual(['rgb(17, 34, 51)', 'rgb(68, 85, 102)']);
  });

  it('draws nothing without series', () => {
    const { container } = render(<SeriesLegend payload={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
