import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** First plus last name (spec 1 §3 full_name), the blanks left out. */
export const fullNameOf = (user: { firstName: string; lastName: string }) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** A person as lists name them: first and last name, else their e-mail (names may be empty or, joined from an absent user, null). */
export const nameOrEmail = (first: string | null, last: string | null, email: string | null) => [first, last].filter(Boolean).join(' ') || email;

/** The user info of spec 1 §3, the answer of /login, /account and /me. */
export function toUserInfo(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullNameOf(user),
    user_type: user.userType,
    registration_completed: user.registrationCompleted,
    commission_threshold: Number(user.commissionThreshold),
    time_zone: user.timeZone,
    permissions: user.permissions,
    email_notifications: user.emailNotifications,
    alert_notifications: user.alertNotifications,
    language: user.language,
    commission_type_id: user.commissionTypeId,
  };
}

export type UserInfo = ReturnType<typeof toUserInfo>;
