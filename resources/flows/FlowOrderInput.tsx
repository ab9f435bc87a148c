import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FLOW_LIMITS } from '../../domain/flows/access';
import { IntegrationStatus } from '../../domain/enums/broker';
import { addRow, moveRow, removeRow, sameAsAbove, toggleSame, type OrderRow } from './flowOrder';

const T = 'resources.flows.order';
const weightFits = (row: OrderRow) => Number.isInteger(row.weight) && row.weight >= FLOW_LIMITS.weightMin && row.weight <= FLOW_LIMITS.weightMax;
/** A weight typed out of range is brought into it when the input is left (empty: the default 100), so the form never sends one the API refuses. */
const fitWeight = (weight: unknown) => (weight === '' || !Number.isFinite(Number(weight)) ? 100 : Math.min(Math.max(Math.trunc(Number(weight)), FLOW_LIMITS.weightMin), FLOW_LIMITS.weightMax));
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

interface RowProps {
  row: OrderRow;
  index: number;
  count: number;
  same: boolean;
  onMove(to: number): void;
  onSame(): void;
  onRemove(): void;
  onWeight(weight: number | ''): void;
}

function OrderItem({ row, index, count, same, onMove, onSame, onRemove, onWeight }: RowProps) {
  const translate = useTranslate();
  const name = row.name ?? `#${row.integration_id}`;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: row.integration_id });
  return (
    <ListItem
      ref={setNodeRef}
      data-integration={row.integration_id}
      divider
      sx={{ transform: CSS.Transform.toString(transform), transition, boxShadow: isDragging ? 4 : 0, zIndex: isDragging ? 1 : 'auto', position: 'relative', bgcolor: 'background.paper', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', pl: same ? 4 : 1 }}
    >
      <IconButton size="small" {...attributes} {...listeners} aria-label={translate(`${T}.move`, { name })} sx={{ cursor: 'grab' }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name} {row.paused ? <Chip size="small" color="warning" label={translate(`${T}.paused`)} /> : null}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.priority`, { priority: row.priority })}
        </Typography>
      </Box>
      <MuiTextField
        size="small"
        type="number"
        label={translate('resources.flows.fields.weight')}
        value={row.weight}
        onChange={(e) => onWeight(e.target.value === '' ? '' : Math.trunc(Number(e.target.value)))}
        onBlur={() => {
          if (!weightFits(row)) onWeight(fitWeight(row.weight));
        }}
        error={!weightFits(row)}
        helperText={weightFits(row) ? undefined : translate(`${T}.weight_range`, { min: FLOW_LIMITS.weightMin, max: FLOW_LIMITS.weightMax })}
        slotProps={{ htmlInput: { min: FLOW_LIMITS.weightMin, max: FLOW_LIMITS.weightMax, step: 1, 'aria-label': translate(`${T}.weight_of`, { name }) } }}
        sx={{ width: '6.5rem' }}
      />
      <FormControlLabel control={<Checkbox size="small" checked={same} disabled={index === 0} onChange={onSame} />} label={translate(`${T}.same`)} sx={{ mr: 0 }} />
      <Box>
        <IconButton size="small" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={translate(`${T}.up`, { name })}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={translate(`${T}.down`, { name })}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={onRemove} aria-label={translate(`${T}.remove`, { name })}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </ListItem>
  );
}

/**
 * The flow's integrations in priority order: drag a row by its handle (mouse, or focus it, Space and
 * the arrow keys, as @dnd-kit's keyboard sensor does), or the up and down buttons; priority is the
 * position, "same priority as above" shares it; a weight per row; add and remove.
 */
export function FlowOrderInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const rows = (useWatch({ name: 'integrations' }) as OrderRow[] | undefined) ?? [];
  const { data: all, isPending } = useGetList('broker-integrations', ALL);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const set = (next: OrderRow[]) => setValue('integrations', next, { shouldDirty: true });
  const same = sameAsAbove(rows);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    set(
      moveRow(
        rows,
        rows.findIndex((r) => r.integration_id === active.id),
        rows.findIndex((r) => r.integration_id === over.id),
      ),
    );
  };
  const choices = (all ?? []).filter((i) => !rows.some((r) => r.integration_id === i.id));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.help`)}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.empty`)}</Typography>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((r) => r.integration_id)} strategy={verticalListSortingStrategy}>
            <List aria-label={translate(`${T}.title`)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
              {rows.map((row, index) => (
                <OrderItem
                  key={row.integration_id}
                  row={row}
                  index={index}
                  count={rows.length}
                  same={same[index]!}
                  onMove={(to) => set(moveRow(rows, index, to))}
                  onSame={() => set(toggleSame(rows, index))}
                  onRemove={() => set(removeRow(rows, index))}
                  onWeight={(weight) => set(rows.map((r, i) => (i === index ? { ...r, weight: weight as number } : r)))}
                />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      )}
      <Autocomplete
        options={choices}
        loading={isPending}
        loadingText={translate(`${T}.loading`)}
        value={null}
        blurOnSelect
        getOptionLabel={(o) => String(o.name)}
        onChange={(_, chosen) => {
          if (chosen) set(addRow(rows, { integration_id: Number(chosen.id), name: String(chosen.name), paused: chosen.status !== IntegrationStatus.Active }));
        }}
        renderInput={(params) => <MuiTextField {...params} size="small" label={translate(`${T}.add`)} />}
        sx={{ maxWidth: 420 }}
      />
    </Box>
  );
}
