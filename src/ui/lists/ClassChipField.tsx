import Chip from '@mui/material/Chip';
import { useRecordContext, type FieldProps } from 'react-admin';
import type { EnumStyle } from '../../../domain/enums/define-enum';
import { useLanguage } from '../useLanguage';

const COLOR: Record<EnumStyle, 'success' | 'error' | 'warning' | 'info'> = { success: 'success', danger: 'error', warning: 'warning', info: 'info' };

interface ChipEnum {
  label(value: unknown, lang?: 'en' | 'ru'): string;
  style(value: unknown): EnumStyle | undefined;
}

export interface ClassChipFieldProps extends Omit<FieldProps, 'source'> {
  /** the column (and sort field) */
  source: string;
  /** the domain enum of the column: the chip's text in the interface language and its colour */
  values: ChipEnum;
}

/**
 * An enumeration value as a filled chip (readable text by construction, as StatusChipField): its
 * text and colour come from the domain enum in the interface language, never from the server's
 * English `*_label` fields, which stay for API clients.
 */
export function ClassChipField({ source, values }: ClassChipFieldProps) {
  const record = useRecordContext();
  const lang = useLanguage();
  if (!record || record[source] === null || record[source] === undefined) return null;
  const value: unknown = record[source];
  const style = values.style(value);
  return <Chip size="small" color={style ? COLOR[style] : 'default'} label={values.label(value, lang)} />;
}
