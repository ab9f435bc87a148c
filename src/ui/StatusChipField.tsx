import Chip from '@mui/material/Chip';
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import type { EnumStyle } from '../../domain/enums/define-enum';
import { isInterfaceLanguage } from '../../domain/languages';

interface StatusEnum {
  byValue(value: unknown): unknown;
  label(value: unknown, lang?: 'en' | 'ru'): string;
}

const CHIP_COLOR: Record<EnumStyle, 'success' | 'error' | 'warning' | 'info'> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  info: 'info',
};

export interface StatusChipFieldProps extends Omit<FieldProps, 'source'> {
  source?: string;
  /** the domain enum, to show the label in the interface language; status_label otherwise */
  statuses?: StatusEnum;
}

/**
 * A status as a filled chip (the theme puts black or white text on the colour at 4.5:1, see
 * src/themes/chipContrast.test.ts; coloured text on white does not reach it): colour from the row's statusClass (success green, danger red),
 * text from status_label, or the domain enum's label in the current language when it knows the value.
 */
export function StatusChipField({ source = 'status', statuses }: StatusChipFieldProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  const value: unknown = record[source];
  const style = record.statusClass as EnumStyle | undefined;
  const label =
    statuses && statuses.byValue(value) !== undefined && isInterfaceLanguage(locale)
      ? statuses.label(value, locale)
      : String(record.status_label ?? value ?? '');
  return (
    <Chip
      size="small"
      label={label}
      color={style && Object.hasOwn(CHIP_COLOR, style) ? CHIP_COLOR[style] : 'default'}
    />
  );
}
