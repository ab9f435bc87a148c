import { useState } from 'react';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { CampaignStatus } from '../../domain/enums/campaign';
import { canMove } from '../../domain/offers/transitions';
import { useLanguage } from '../../src/ui/useLanguage';
import { useOfferAction } from './useOfferCalls';

/** Moves one offer to another status: only the moves the server allows from its status (domain canMove) are offered. */
export function OfferStatusMenu() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const act = useOfferAction();
  const { canAccess } = useCanAccess({ resource: 'offers', action: 'edit' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record || !canAccess) return null;
  const moves = CampaignStatus.options(lang).filter((o) => canMove(Number(record.status), Number(o.id)));
  if (!moves.length) return null;
  const pick = (status: number) => {
    setAnchor(null);
    void act((calls) => calls.setOfferStatus(record.id, status), 'resources.offers.notifications.status_done', { args: { smart_count: 1 } });
  };
  return (
    <>
      {/* react-admin draws only the icon on a phone: without one the button would be an empty 24 px square */}
      <Button label={translate('resources.offers.action.set_status')} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        <SyncAltIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {moves.map((o) => (
          <MenuItem key={String(o.id)} onClick={() => pick(Number(o.id))}>
            {o.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
