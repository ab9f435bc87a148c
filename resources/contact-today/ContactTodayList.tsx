import EditNoteIcon from '@mui/icons-material/EditNote';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useRef, useState } from 'react';
import {
  Button,
  DateField,
  FunctionField,
  SelectArrayInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  type DataProvider,
} from 'react-admin';
import { ContactTodayPriority, ContactTodayReason, ContactTodayStatus, normalizeContactTodayReason } from '../../domain/enums/alert';
import type { DeskCalls } from '../../providers/deskCalls';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { RecordActionButton } from '../../src/ui/lists/RecordActionButton';
import { useLanguage } from '../../src/ui/useLanguage';
import { ContactTodayDialog } from './ContactTodayDialog';
import { detailText, isBookRow, useRowName } from './rowText';

const M = 'resources.contact-today';
const COLOR = { success: 'success', danger: 'error', warning: 'warning', info: 'info' } as const;

/** Why the affiliate is listed: the reason's label in its colour (document 2), then its figures. */
function ReasonField() {
  const record = useRecordContext();
  const lang = useLanguage();
  if (!record) return null;
  const reason = normalizeContactTodayReason(String(record.reason));
  const style = ContactTodayReason.style(reason);
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Chip size="small" color={style ? COLOR[style] : 'default'} label={ContactTodayReason.label(reason, lang)} />
      {record.detail ? (
        <Typography variant="body2" component="span" color="text.secondary">
          {detailText(record, lang)}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Opens the row's status and note. */
function UpdateButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'contact-today', action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <>
      <Button label={`${M}.update`} onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <EditNoteIcon />
      </Button>
      {open ? <ContactTodayDialog record={record} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function Actions() {
  const calls = useDataProvider<DataProvider & DeskCalls>();
  const counted = useRef(0);
  const { canAccess } = useCanAccess({ resource: 'contact-today', action: 'edit' });
  return (
    <TopToolbar>
      {canAccess ? (
        <RecordActionButton
          label={`${M}.recompute`}
          icon={<RefreshIcon />}
          run={async () => (counted.current = (await calls.recomputeContactToday()).rows)}
          success={{ message: `${M}.recomputed`, get args() { return { smart_count: counted.current }; } }}
        />
      ) : null}
    </TopToolbar>
  );
}

function useFilters() {
  const lang = useLanguage();
  const reasons = ContactTodayReason.options(lang);
  return [
    <SelectArrayInput key="reason" source="reason" choices={reasons} translateChoice={false} alwaysOn sx={{ minWidth: 200 }} />,
    <SelectArrayInput key="priority" source="priority" choices={ContactTodayPriority.options(lang)} translateChoice={false} alwaysOn sx={{ minWidth: 160 }} />,
    <SelectArrayInput key="status" source="status" choices={ContactTodayStatus.options(lang)} translateChoice={false} alwaysOn sx={{ minWidth: 160 }} />,
  ];
}

/**
 * The call list (spec 4 §5; docs/decisions/desk.md): each affiliate with why they are listed (the
 * reason in its colour and its figures) and how urgent; High first. A row about a manager's book
 * (more or fewer active affiliates, more new ones) reads "Affiliates of {manager}" instead. The manager moves the status
 * and writes a note in a dialog; on a phone each row is a card with the same facts.
 */
export function ContactTodayList() {
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useFilters();
  const rowName = useRowName();
  return (
    <AppList filters={filters} sort={{ field: 'priority', order: 'DESC' }} actions={<Actions />} empty={<EmptyState message={`${M}.empty`} />}>
      {small ? (
        <SimpleList
          primaryText={(r) => rowName(r)}
          secondaryText={() => <ReasonField />}
          tertiaryText={(r) => `${ContactTodayPriority.label(r.priority, lang)} · ${ContactTodayStatus.label(r.status, lang)}`}
          linkType={false}
          rightIcon={() => <UpdateButton />}
          empty={<EmptyState message={`${M}.empty`} />}
        />
      ) : (
        <ColumnsDatagrid gridId="contact-today" bulkActionButtons={false} rowClick={false}>
          <FunctionField source="affiliate_name" sortable={false} render={(r) => (isBookRow(r) ? rowName(r) : `${rowName(r)} (#${String(r.affiliate_id)})`)} />
          <FunctionField source="reason" render={() => <ReasonField />} />
          <ClassChipField source="priority" values={ContactTodayPriority} />
          <ClassChipField source="status" values={ContactTodayStatus} />
          <TextField source="note" sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />
          <DateField source="day" />
          <UpdateButton />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
