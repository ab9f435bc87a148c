import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link, useBasename, useGetList, useTranslate } from 'react-admin';
import { ContactTodayPriority, ContactTodayReason, ContactTodayStatus, normalizeContactTodayReason } from '../../../domain/enums/alert';
import { useLanguage } from '../../ui/useLanguage';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';

const SHOWN = 5;
const OPEN = [ContactTodayStatus.New, ContactTodayStatus.CallAgain];
const COLOR = { success: 'success', danger: 'error', warning: 'warning', info: 'info' } as const;

/**
 * The call list on the dashboard (UI_ContactToday_Widget; spec 4 §5): how many rows are still open
 * (New or Call again) and the first of them, High first, each with why; the full list one click away.
 */
export function ContactTodayWidget(props: WidgetProps) {
  const translate = useTranslate();
  const lang = useLanguage();
  // a row about a manager's book names no affiliate (docs/decisions/desk.md)
  const rowName = (r: { affiliate_id?: unknown; affiliate_name?: unknown }) =>
    r.affiliate_id == null ? translate('resources.contact-today.book', { name: r.affiliate_name }) : String(r.affiliate_name);
  const basename = useBasename();
  const query = useGetList('contact-today', { pagination: { page: 1, perPage: SHOWN }, sort: { field: 'priority', order: 'DESC' }, filter: { status: OPEN } });
  const data = query.data === undefined ? undefined : { rows: query.data, total: query.total ?? query.data.length };
  return (
    <WidgetCard {...props} action={<Link to={`${basename}/contact-today`}>{translate('dashboard.contact_today.more')}</Link>}>
      <WidgetState query={{ ...query, data }}>
        {({ rows, total }) =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.contact_today.empty')}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" data-testid="contact-today-open" data-value={total}>
                {translate('dashboard.contact_today.open', { smart_count: total })}
              </Typography>
              <List dense disablePadding>
                {rows.map((r) => {
                  const reason = normalizeContactTodayReason(String(r.reason));
                  const style = ContactTodayReason.style(reason);
                  return (
                    <ListItem key={r.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                      <ListItemText primary={rowName(r)} secondary={`${ContactTodayPriority.label(r.priority, lang)} · ${ContactTodayStatus.label(r.status, lang)}`} />
                      <Chip size="small" color={style ? COLOR[style] : 'default'} label={ContactTodayReason.label(reason, lang)} />
                    </ListItem>
                  );
                })}
              </List>
            </>
          )
        }
      </WidgetState>
    </WidgetCard>
  );
}
