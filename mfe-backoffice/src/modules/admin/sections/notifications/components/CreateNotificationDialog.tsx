import { useState, type FormEvent } from 'react';
import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { isApiError } from '@hackathon/api-client';
import {
  KVS_REGIONS,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_MSG,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  ROLE_AUDIENCE_LABEL,
  ROLES,
  describeTarget,
  type NotificationPriority,
  type NotificationType,
  type Role,
} from '@hackathon/contracts';
import { DialogForm, FormDialog, menuOptions, toast } from '@hackathon/ui';
import { useCreateNotification } from '../hooks/useAdminNotifications';
import { checkNotificationForm, newNotificationForm, toCreateInput, type NotificationFormCheck, type NotificationFormValues } from '../utils/notificationForm';
import { priorityLabel, typeLabel } from '../utils/notificationView';
import { useT } from '../../../../../i18n';

export interface CreateNotificationDialogProps {
  open: boolean;
  onClose: () => void;
}

const REGION_NAMES = KVS_REGIONS.map((region) => region.name);

/** The create modal: title, message, type, priority, and the audience (everyone by default, or roles and/or regions). */
export function CreateNotificationDialog({ open, onClose }: CreateNotificationDialogProps) {
  const t = useT();
  return (
    <FormDialog open={open} onClose={onClose} title={t('backoffice.notifications.create')} titleId="create-notification-title">
      <CreateForm onClose={onClose} />
    </FormDialog>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [values, setValues] = useState<NotificationFormValues>(newNotificationForm);
  const [check, setCheck] = useState<NotificationFormCheck>({ fields: {} });
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateNotification();

  const set = <K extends keyof NotificationFormValues>(key: K, value: NotificationFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setCheck({ fields: {} });
  };

  const toggleRole = (role: Role, on: boolean) =>
    set('roles', on ? ROLES.filter((r) => r === role || values.roles.includes(r)) : values.roles.filter((r) => r !== role));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkNotificationForm(values);
    setCheck(result);
    if (result.error) {
      toast.error(result.error);
      return;
    }
    setServerError(null);
    create.mutate(toCreateInput(values), {
      onSuccess: () => {
        toast.success(NOTIFICATION_MSG.created);
        onClose();
      },
      onError: (error) => {
        if (error.shouldLogout) return;
        toast.error(NOTIFICATION_MSG.failedCreate);
        if (isApiError(error) && error.isClientError) setServerError(error.message);
      },
    });
  };

  const audienceWords = values.audience === 'all' ? describeTarget({ roles: [], regions: [] }) : describeTarget({ roles: values.roles, regions: values.regions });

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={serverError} saving={create.isPending} submitLabel={t('backoffice.notifications.create')} savingLabel={t('backoffice.notifications.creating')}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            id="notification-title"
            label={t('backoffice.field.title')}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            error={Boolean(check.fields.title)}
            helperText={check.fields.title}
            slotProps={{ htmlInput: { maxLength: NOTIFICATION_TITLE_MAX } }}
            required
            fullWidth
            autoFocus
          />
        </Grid>
        <Grid size={12}>
          <TextField
            id="notification-message"
            label={t('backoffice.field.message')}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
            error={Boolean(check.fields.message)}
            helperText={check.fields.message ?? `${values.message.length}/${NOTIFICATION_MESSAGE_MAX}`}
            slotProps={{ htmlInput: { maxLength: NOTIFICATION_MESSAGE_MAX } }}
            required
            fullWidth
            multiline
            minRows={3}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField id="notification-type" select label={t('backoffice.field.type')} value={values.type} onChange={(event) => set('type', event.target.value as NotificationType)} fullWidth>
            {menuOptions(NOTIFICATION_TYPES, (type) => typeLabel(type))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="notification-priority"
            select
            label={t('backoffice.field.priority')}
            value={values.priority}
            onChange={(event) => set('priority', event.target.value as NotificationPriority)}
            fullWidth
          >
            {menuOptions(NOTIFICATION_PRIORITIES, (priority) => priorityLabel(priority))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <FormControl error={Boolean(check.fields.target)} fullWidth>
            <FormLabel id="notification-audience-label">{t('backoffice.notifications.sendTo')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="notification-audience-label"
              value={values.audience}
              onChange={(event) => set('audience', event.target.value as NotificationFormValues['audience'])}
            >
              <FormControlLabel value="all" control={<Radio />} label={t('backoffice.notifications.allUsers')} />
              <FormControlLabel value="custom" control={<Radio />} label={t('backoffice.notifications.selected')} />
            </RadioGroup>
            {values.audience === 'custom' ? (
              <>
                <FormGroup row aria-label={t('backoffice.notifications.roles')}>
                  {ROLES.map((role) => (
                    <FormControlLabel
                      key={role}
                      control={<Checkbox checked={values.roles.includes(role)} onChange={(event) => toggleRole(role, event.target.checked)} />}
                      label={ROLE_AUDIENCE_LABEL[role]}
                    />
                  ))}
                </FormGroup>
                <Autocomplete
                  multiple
                  id="notification-regions"
                  options={REGION_NAMES}
                  value={values.regions}
                  onChange={(_event, regions) => set('regions', regions)}
                  renderInput={(params) => <TextField {...params} label={t('backoffice.notifications.regions')} placeholder={t('backoffice.notifications.allRegions')} />}
                  sx={{ mt: 1 }}
                />
              </>
            ) : null}
            <FormHelperText>{check.fields.target ?? t('backoffice.notifications.reaches', { audience: audienceWords })}</FormHelperText>
          </FormControl>
        </Grid>
      </Grid>
    </DialogForm>
  );
}
