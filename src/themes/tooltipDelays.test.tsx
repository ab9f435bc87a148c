import Tooltip from '@mui/material/Tooltip';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultColorSchemes } from '../../domain/themes';
import { themeOptionsOf } from './muiTheme';

function renderTooltip() {
  const theme = createTheme(themeOptionsOf(defaultColorSchemes()[0]!));
  render(
    <ThemeProvider theme={theme}>
      <Tooltip title="Helpful">
        <button>target</button>
      </Tooltip>
    </ThemeProvider>,
  );
  return screen.getByText('target');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// MUI remembers in its module that a tooltip was open lately (and then shows the next one at once);
// files share modules in this project's worker, so each test starts after a tooltip that closed
// long ago: one is opened, left and its memory let run out before the timings are measured
beforeEach(async () => {
  vi.useFakeTimers();
  const { unmount } = render(
    <Tooltip title="warm-up">
      <button>warm-up</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'warm-up' });
  fireEvent.mouseOver(button);
  await advance(1000);
  fireEvent.mouseLeave(button);
  await advance(5000);
  unmount();
});
afterEach(() => vi.useRealTimers());

describe('tooltip timings (R84–R86)', () => {
  it('shows after 500 ms of hover and hides 500 ms after leaving', async () => {
    const target = renderTooltip();
    fireEvent.mouseOver(target);
    await advance(450);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(100);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Helpful');
    fireEvent.mouseLeave(target);
    await advance(400);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await advance(1000);
    await advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays 5000 ms after a touch ends', async () => {
    const target = renderTooltip();
    fireEvent.touchStart(target);
    // MUI's long-press (700 ms), then the show delay
    await advance(1300);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.touchEnd(target);
    await advance(4800);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await advance(1000);
    await advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
