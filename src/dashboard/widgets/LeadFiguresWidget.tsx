import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../ui/numberFormat';
import type { LeadFigureCounts, LeadFigures } from '../types';
import { useDashboardPost } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';

const TILES: readonly (keyof LeadFigureCounts)[] = ['leads', 'ftds', 'validation_failed', 'registration_failed'];

/**
 * Lead distribution in the period (spec 4 §1): leads received, FTDs by deposit date, and the leads
 * refused at intake or taken by no broker, each beside the period before; counted as the traffic
 * report's click-type columns count them.
 */
export function LeadFiguresWidget(props: WidgetProps) {
  const translate = useTranslate();
  const query = useDashboardPost<LeadFigures>('lead-figures', props.period);
  return (
    <WidgetCard {...props}>
      <WidgetState query={query}>
        {(figures) =>
          figures.enabled ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}>
              {TILES.map((tile) => (
                <Box key={tile} data-testid={`lead-figure-${tile}`} data-value={figures[tile]}>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`dashboard.lead_figures.${tile}`)}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {formatCount(figures[tile], props.locale)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate('dashboard.lead_figures.previous', { value: formatCount(figures.previous[tile], props.locale) })}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.lead_figures.off')}
            </Typography>
          )
        }
      </WidgetState>
    </WidgetCard>
  );
}
