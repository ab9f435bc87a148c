import { describe, expect, it } from 'vitest';
import { DrillDownReportType } from './report';

describe('report enums', () => {
  it('R162: drill-down report types; visits labelled Visits / Визиты', () => {
    expect(DrillDownReportType.label('visits')).toBe('Visits');
    expect(DrillDownReportType.label('visits', 'ru')).toBe('Визиты');
  });
});
