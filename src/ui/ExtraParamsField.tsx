import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { extraParamsDisplay, type ExtraParamName } from '../../domain/tracking/extraParams';

/** A click's or lead's p1–p10, for lists and show views; renders nothing when all are empty. */
export function ExtraParamsField() {
  const record = useRecordContext<Partial<Record<ExtraParamName, unknown>> & { id: number | string }>();
  const params = record ? extraParamsDisplay(record) : [];
  if (!params.length) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, m: 0 }}>
      {params.map(({ name, value }) => (
        <Typography key={name} component="div" variant="body2" sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}
