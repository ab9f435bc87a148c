import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';

/** Column list height and the drag-and-drop list's cap (spec 2 §9, R540, R541). */
export const COLUMN_LIST_HEIGHT = 186;
export const DND_LIST_MAX_HEIGHT = 375;

export interface ColumnItem {
  id: string;
  label: string;
}

interface Props {
  items: ColumnItem[];
  visible: readonly string[];
  /** drag is off while the list is filtered: a partial list has no place to drop into */
  sortable: boolean;
  onToggle(id: string): void;
  onMove(from: string, to: string): void;
}

function Row({ item, checked, sortable, onToggle }: { item: ColumnItem; checked: boolean; sortable: boolean; onToggle(): void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !sortable });
  return (
    <ListItem
      ref={setNodeRef}
      dense
      data-column={item.id}
      // the row being dragged is lifted by a shadow, not faded: its text keeps its contrast (WCAG 1.4.3)
      sx={{ transform: CSS.Transform.toString(transform), transition, boxShadow: isDragging ? 4 : 0, zIndex: isDragging ? 1 : 'auto', position: 'relative', bgcolor: 'background.paper' }}
      secondaryAction={
        sortable ? (
          <span
            {...attributes}
            {...listeners}
            aria-label={translate('ui.columns.move', { column: item.label })}
            style={{ cursor: 'grab', display: 'inline-flex' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </span>
        ) : null
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Checkbox edge="start" size="small" checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-label': item.label } }} />
      </ListItemIcon>
      <ListItemText primary={item.label} />
    </ListItem>
  );
}

/** The ordered column list: drag with the mouse, or focus a handle and use Space and the arrow keys. */
export function SortableColumnList({ items, visible, sortable, onToggle, onMove }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <List data-testid="column-list" sx={{ height: COLUMN_LIST_HEIGHT, maxHeight: DND_LIST_MAX_HEIGHT, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {items.map((item) => (
            <Row key={item.id} item={item} checked={visible.includes(item.id)} sortable={sortable} onToggle={() => onToggle(item.id)} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

export const moveColumn = (order: readonly string[], from: string, to: string): string[] => arrayMove([...order], order.indexOf(from), order.indexOf(to));
