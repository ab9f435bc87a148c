import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import type { WidgetView } from '../../domain/enums/dashboard';
import type { WidgetProps } from './widgetProps';

export interface WidgetCardProps extends Pick<WidgetProps, 'widget' | 'settings' | 'onChange' | 'label'> {
  views?: readonly WidgetView[];
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of every widget: its label, the favourite star, the view switch and its content. */
export function WidgetCard({ widget, settings, onChange, label, views = [], action, children }: WidgetCardProps) {
  const translate = useTranslate();
  const favourite = settings.in_favorite === true;
  return (
    <Card variant="outlined" data-testid={`widget-${widget.id}`} sx={{ height: '100%', minWidth: 0 }}>
      <CardHeader
        title={
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        }
        action={
          <Stack direction="row" spacing={0.5} alignItems="center">
            {action}
            {views.length > 1 ? (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={settings.type ?? views[0]}
                onChange={(_, type: WidgetView | null) => type && onChange({ type })}
                aria-label={label}
              >
                {views.map((v) => (
                  <ToggleButton key={v} value={v} sx={{ py: 0.25, px: 1, textTransform: 'none' }}>
                    {translate(`dashboard.views.${v}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            ) : null}
            <IconButton
              size="small"
              aria-pressed={favourite}
              aria-label={translate(favourite ? 'dashboard.favorite_off' : 'dashboard.favorite_on')}
              onClick={() => onChange({ in_favorite: !favourite })}
            >
              {favourite ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
            </IconButton>
          </Stack>
        }
        // on a phone the view switch and the star go under the title instead of past the edge
        sx={{ pb: 0, flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      {/* ranking tables and wide charts scroll inside their card, never the page */}
      <CardContent sx={{ overflowX: 'auto' }}>{children}</CardContent>
    </Card>
  );
}
