import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, type FieldProps } from 'react-admin';

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
