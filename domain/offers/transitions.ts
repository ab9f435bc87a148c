import { CampaignStatus } from '../enums/campaign';

const { Draft, Deleted, Active, Inactive, Suspended, Archived } = CampaignStatus;

/**
 * Where an offer may go from each status (decisions, offers): a Draft goes live once; a live offer
 * pauses (Inactive), is suspended (compliance) or archived; an archived one comes back as Inactive;
 * anything may be deleted, and a deleted offer is kept but never revived.
 */
const NEXT: Readonly<Record<number, readonly number[]>> = {
  [Draft]: [Active, Deleted],
  [Active]: [Inactive, Suspended, Archived, Deleted],
  [Inactive]: [Active, Archived, Deleted],
  [Suspended]: [Active, Archived, Deleted],
  [Archived]: [Inactive, Deleted],
  [Deleted]: [],
};

export const canMove = (from: number, to: number): boolean => NEXT[from]?.includes(to) ?? false;

/** Moving into or out of Suspended needs the suspend key as well as the manage key. */
export const needsSuspendKey = (from: number, to: number): boolean => from === Suspended || to === Suspended;
