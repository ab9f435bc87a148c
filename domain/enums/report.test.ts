import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  ClickType,
  DrillDownReportType,
  LateFtd,
  ReportStatus,
  ReportVisibility,
  ShowingEntity,
  TrafficSafety,
} from './report';

describe('report enums', () => {
  it('R131: report status', () => {
    expect(ReportStatus.values).toEqual(['LEAD', 'FTD', 'VALIDATION_FAILED', 'REGISTRATION_FAILED', 'ACCEPTED']);
  });

  it('R132: click type', () => {
    expect(ClickType.values).toEqual(['CLICK', 'LEAD', 'FTD', 'VALIDATION_FAILED', 'REGISTRATION_FAILED']);
  });

  it('R133: report visibility active, hidden', () => {
    expect(ReportVisibility.values).toEqual(['active', 'hidden']);
  });

  it('R162: drill-down report types; visits labelled Visits / Визиты', () => {
    expect(DrillDownReportType.values).toEqual([
      'unique_clicks',
      'clicks',
      'leads',
      'sales',
      'ftds',
      'opt-in',
      'impression_count',
      'visits',
      'bad_quality_traffic',
    ]);
    expect(DrillDownReportType.label('visits')).toBe('Visits');
    expect(DrillDownReportType.label('visits', 'ru')).toBe('Визиты');
  });

  it('R158: late FTD include 1, none 0', () => {
    expectEnum(LateFtd, [
      ['Include', 1],
      ['None', 0],
    ]);
  });

  it('R161: showing entity ShowAll 1', () => {
    expectEnum(ShowingEntity, [['ShowAll', 1]]);
  });

  it('R119: traffic safety Safe 1, Mixed 2, Risky 3', () => {
    expectEnum(TrafficSafety, [
      ['Safe', 1],
      ['Mixed', 2],
      ['Risky', 3],
    ]);
  });
});
