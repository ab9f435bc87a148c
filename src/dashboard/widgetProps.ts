import type { WidgetSettings } from '../../domain/dashboard/settings';
import type { WidgetDefinition } from '../../domain/dashboard/widgets';
import type { PeriodValue } from './period';

export interface WidgetProps {
  widget: WidgetDefinition;
  /** the widget's label in the interface language */
  label: string;
  settings: WidgetSettings;
  period: PeriodValue;
  revenueVisible: boolean;
  locale: string;
  onChange(patch: Partial<WidgetSettings>): void;
}
