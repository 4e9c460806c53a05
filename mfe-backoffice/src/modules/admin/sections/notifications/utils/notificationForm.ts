import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_MSG,
  NOTIFICATION_TITLE_MAX,
  targetReachesNobody,
  type NotificationCreateInput,
  type NotificationPriority,
  type NotificationType,
  type Role,
} from '@hackathon/contracts';

/** The create modal: title, message, type, priority and who it reaches (everyone by default). */
export interface NotificationFormValues {
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  /** 'all': every user (the spec's default); 'custom': the roles and/or regions picked. */
  audience: 'all' | 'custom';
  roles: Role[];
  regions: string[];
}

export function newNotificationForm(): NotificationFormValues {
  return { title: '', message: '', type: NOTIFICATION_DEFAULTS.type, priority: NOTIFICATION_DEFAULTS.priority, audience: 'all', roles: [], regions: [] };
}

export interface NotificationFormCheck {
  /** The toast, when the form cannot be sent (spec: 'Please fill in all required fields'). */
  error?: string;
  fields: Partial<Record<'title' | 'message' | 'target', string>>;
}

/** Spec section 5: title and message non-blank. Plus the API's limits and a target that reaches someone. */
export function checkNotificationForm(values: NotificationFormValues): NotificationFormCheck {
  const fields: NotificationFormCheck['fields'] = {};
  const title = values.title.trim();
  const message = values.message.trim();
  if (!title || !message) {
    if (!title) fields.title = NOTIFICATION_MSG.fillRequiredFields;
    if (!message) fields.message = NOTIFICATION_MSG.fillRequiredFields;
    return { error: NOTIFICATION_MSG.fillRequiredFields, fields };
  }
  if (title.length > NOTIFICATION_TITLE_MAX) fields.title = NOTIFICATION_MSG.titleText;
  if (message.length > NOTIFICATION_MESSAGE_MAX) fields.message = NOTIFICATION_MSG.messageText;
  if (values.audience === 'custom' && targetReachesNobody({ roles: values.roles, regions: values.regions })) {
    fields.target = NOTIFICATION_MSG.targetReachesNobody;
  }
  const first = fields.title ?? fields.message ?? fields.target;
  return first ? { error: first, fields } : { fields };
}

/** The body of POST /notifications/create. 'custom' with nothing picked is everyone, as 'all'. */
export function toCreateInput(values: NotificationFormValues): NotificationCreateInput {
  const input: NotificationCreateInput = { title: values.title.trim(), message: values.message.trim(), type: values.type, priority: values.priority };
  if (values.audience === 'custom' && (values.roles.length > 0 || values.regions.length > 0)) {
    input.target = { roles: [...values.roles], regions: [...values.regions] };
  }
  return input;
}
