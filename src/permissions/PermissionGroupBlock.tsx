import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PermissionGroupModel, PermissionRowModel } from './permissionForm';

// spec 1 §9: tooltips show after 500 ms, hide after 500 ms, and after 5 s on touch
const TOOLTIP_DELAYS = { enterDelay: 500, leaveDelay: 500, leaveTouchDelay: 5000 } as const;

function Hint({ text, label }: { text: string; label: string }) {
  return (
    <Tooltip title={text} {...TOOLTIP_DELAYS}>
      <InfoOutlined fontSize="small" color="action" role="img" aria-hidden={false} aria-label={label} tabIndex={0} sx={{ ml: 0.5, verticalAlign: 'middle' }} />
    </Tooltip>
  );
}

export interface PermissionGroupBlockProps {
  group: PermissionGroupModel;
  checked: ReadonlySet<string>;
  isEditable(row: PermissionRowModel): boolean;
  onToggle(key: string, on: boolean): void;
  /** distinguishes the ids when one screen shows the same group more than once (role defaults) */
  idPrefix?: string;
  /** h3 when the blocks sit under a section heading of their own */
  headingComponent?: 'h2' | 'h3';
}

/** One block of the screen: title, optional warning description, one checkbox row per key. */
export function PermissionGroupBlock({ group, checked, isEditable, onToggle, idPrefix = '', headingComponent = 'h2' }: PermissionGroupBlockProps) {
  const translate = useTranslate();
  const headingId = `${idPrefix}permission-group-${group.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component={headingComponent}>
          {/* the section is named by the title alone, not by the hint beside it */}
          <span id={headingId}>{group.title}</span>
          {group.tooltip && <Hint text={group.tooltip} label={translate('permissions.info')} />}
        </Typography>
        {group.description && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {group.description}
          </Alert>
        )}
        <FormGroup>
          {group.rows.map((row) => (
            <Stack key={row.id} direction="row" alignItems="center" sx={{ pl: row.parent ? 3 : 0 }}>
              <FormControlLabel
                label={row.name}
                control={
                  <Checkbox
                    checked={checked.has(row.key)}
                    disabled={!isEditable(row)}
                    onChange={(event) => onToggle(row.key, event.target.checked)}
                  />
                }
              />
              {row.tooltip && <Hint text={row.tooltip} label={`${row.name}: ${translate('permissions.info')}`} />}
            </Stack>
          ))}
        </FormGroup>
      </CardContent>
    </Card>
  );
}
