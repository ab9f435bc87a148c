import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** A "Primary" mark on the domain's primary rule (is_primary 1), nothing on the others. */
export function PrimaryField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record?.is_primary !== 1) return null;
  return <Chip size="small" color="primary" icon={<StarIcon />} label={translate('resources.tracking-domain-rules.primary')} />;
}
