/** Event settings the admin switches from the back office (stored in the database, one row). */
export interface EventSettings {
  /** Adding, editing and deleting mentors is refused to school admins while true. */
  mentorsLocked: boolean;
  /** Adding, editing and deleting teams is refused to school admins while true (password change stays). */
  teamsLocked: boolean;
  updatedAt: string | null;
}

/** `PUT /admin/settings/event`: the switches to change. */
export interface EventSettingsUpdate {
  mentorsLocked?: boolean;
  teamsLocked?: boolean;
}
