import Chip from '@mui/material/Chip';
import { useRecordContext, type FieldProps } from 'react-admin';
import type { EnumStyle } from '../../domain/enums/define-enum';

const COLOR: Record<EnumStyle, 'success' | 'error' | 'warning' | 'info'> = { success: 'success', danger: 'error', warning: 'warning', info: 'info' };

export interface ClassChipFieldProps extends Omit<FieldProps, 'source'> {
  /** the column (and sort field) */
  source: string;
  /** the row's derived label and style fields (spec 2 §3), e.g. status_id_label / statusIdClass */
  labelSource: string;
  classSource: string;
}

/** A derived status as a filled chip (readable text by construction, as StatusChipField): text and colour come from the row, as the server derived them. */
export function ClassChipField({ labelSource, classSource }: ClassChipFieldProps) {
  const record = useRecordContext();
  if (!record) return null;
  const style = record[classSource] as EnumStyle | undefined;
  return <Chip size="small" color={style ? COLOR[style] : 'default'} label={String(record[labelSource] ?? '')} />;
}
