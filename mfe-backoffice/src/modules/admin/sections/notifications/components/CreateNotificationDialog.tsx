import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
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
import { toast } from '@hackathon/ui';
import { useCreateNotification } from '../hooks/useAdminNotifications';
import { checkNotificationForm, newNotificationForm, toCreateInput, type NotificationFormCheck, type NotificationFormValues } from '../utils/notificationForm';
import { PRIORITY_LABEL, TYPE_LABEL } from '../utils/notificationView';

export interface CreateNotificationDialogProps {
  open: boolean;
  onClose: () => void;
}

const REGION_NAMES = KVS_REGIONS.map((region) => region.name);

/** The create modal: title, message, type, priority, and the audience (everyone by default, or roles and/or regions). */
export function CreateNotificationDialog({ open, onClose }: CreateNotificationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-notification-title" fullWidth maxWidth="sm">
      <DialogTitle id="create-notification-title">Create Notification</DialogTitle>
      {open ? <CreateForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
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

  const submit = () => {
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
    <>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {serverError ? (
            <Grid size={12}>
              <Alert severity="error">{serverError}</Alert>
            </Grid>
          ) : null}
          <Grid size={12}>
            <TextField
              id="notification-title"
              label="Title"
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
              label="Message"
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
            <TextField id="notification-type" select label="Type" value={values.type} onChange={(event) => set('type', event.target.value as NotificationType)} fullWidth>
              {NOTIFICATION_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {TYPE_LABEL[type]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="notification-priority"
              select
              label="Priority"
              value={values.priority}
              onChange={(event) => set('priority', event.target.value as NotificationPriority)}
              fullWidth
            >
              {NOTIFICATION_PRIORITIES.map((priority) => (
                <MenuItem key={priority} value={priority}>
                  {PRIORITY_LABEL[priority]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <FormControl error={Boolean(check.fields.target)} fullWidth>
              <FormLabel id="notification-audience-label">Send to</FormLabel>
              <RadioGroup
                row
                aria-labelledby="notification-audience-label"
                value={values.audience}
                onChange={(event) => set('audience', event.target.value as NotificationFormValues['audience'])}
              >
                <FormControlLabel value="all" control={<Radio />} label="All users" />
                <FormControlLabel value="custom" control={<Radio />} label="Selected roles or regions" />
              </RadioGroup>
              {values.audience === 'custom' ? (
                <>
                  <FormGroup row aria-label="Roles">
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
                    renderInput={(params) => <TextField {...params} label="Regions" placeholder="All regions" />}
                    sx={{ mt: 1 }}
                  />
                </>
              ) : null}
              <FormHelperText>{check.fields.target ?? `Reaches: ${audienceWords}`}</FormHelperText>
            </FormControl>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Notification'}
        </Button>
      </DialogActions>
    </>
  );
}
