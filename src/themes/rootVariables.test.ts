// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chartPalette, defaultColorSchemes } from '../../domain/themes';
import { applyRootVariables } from './rootVariables';

const scheme = (name: string) => defaultColorSchemes().find((s) => s.name === name)!;

describe('scheme variables on the page root', () => {
  it('switching from Dark to Green leaves no variable of Dark and sets the chart palette', () => {
    const root = document.createElement('div');
    applyRootVariables(scheme('Dark'), root);
    expect(root.style.getPropertyValue('--purple')).toBe('#9575cd');
    applyRootVariables(scheme('Green'), root);
    expect(root.style.getPropertyValue('--purple')).toBe('');
    expect(root.style.getPropertyValue('--primary')).toBe('#2e7d32');
    expect(root.style.getPropertyValue('--chart-1')).toBe(chartPalette(scheme('Green')).series[0]);
    expect(root.dataset.colorScheme).toBe('Green');
    const values = Array.from(root.style).map((name) => root.style.getPropertyValue(name));
    expect(values).not.toContain('#765a8a');
  });
});
