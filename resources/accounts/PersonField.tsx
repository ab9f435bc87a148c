import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Labeled, useCreatePath, useRecordContext, type FieldProps } from 'react-admin';

export interface PersonFieldProps extends Omit<FieldProps, 'source'> {
  /** `manager` or `registered_by`: `{ id, username }` */
  source: 'manager' | 'registered_by';
}

/** The inviter or manager of a row: a link to their account when the link rule allows (isLink), plain text otherwise. */
export function PersonField({ source }: PersonFieldProps) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const person = record?.[source] as { id: number; username: string } | null | undefined;
  if (!person) return null;
  if (!record?.isLink) return <span>{person.username}</span>;
  return (
    <Link to={createPath({ resource: 'user-operations/all-users', id: person.id, type: 'show' })} onClick={(e) => e.stopPropagation()}>
      {person.username}
    </Link>
  );
}

/**
 * On an account's page, the affiliate who referred them (the referral program): their e-mail, a link
 * to their account when it is in the viewer's scope (`referred_by.isLink`). Nothing when the
 * account came by no referral link, or the viewer does not read referrals (the server sends null).
 * The show layout adds no label (`label={false}`); the field labels itself when there is one.
 */
export function ReferrerField(_props: { label: false }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const referrer = record?.referred_by as { id: number; email: string; isLink: boolean } | null | undefined;
  if (!referrer) return null;
  const email = <span translate="no">{referrer.email}</span>;
  return (
    <Labeled source="referred_by">
      <Typography component="span" variant="body2">
        {referrer.isLink ? <Link to={createPath({ resource: 'user-operations/all-users', id: referrer.id, type: 'show' })}>{email}</Link> : email}
      </Typography>
    </Labeled>
  );
}
