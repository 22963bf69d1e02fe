import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { Panel } from '@/components/layout/panel';
import { PlainList } from '@/components/layout/plain-list';
import { NOTIFICATION_SETTINGS_ANCHOR } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';

import {
  notificationSettingsQueryOptions,
  type NotificationSetting,
} from '../api/notification-settings';
import {
  useNotificationSetting,
  type NotificationChannel,
} from '../hooks/use-notification-setting';
import { useWhatsAppChannel } from '../hooks/use-whatsapp-channel';
import { useNotificationKinds } from '../lib/notification-kinds';
import { groupSettings, type SettingGroup } from '../lib/setting-groups';

import { WhatsAppOptInPart } from './whatsapp-opt-in-part';

/** The profile's "Notifications" section: the member's WhatsApp (number and switch), then the
 *  kinds of notification under a heading per group (what they are about, as their modules say),
 *  each with a switch for the app, one for mail and one for WhatsApp (off while the member's
 *  WhatsApp is not on), each saved as soon as it changes; a refused change shows the server's
 *  reason under its kind. */
export function NotificationSettingsSection() {
  const { t, i18n } = useTranslation();
  const kindsTitleId = useId();
  const whatsappHintId = useId();
  const query = useQuery(notificationSettingsQueryOptions());
  // Each kind is named by the module that raises it: the list waits for their words too.
  const kinds = useNotificationKinds();
  // WhatsApp is the messaging_app module (ADR 0081): with it off there is no opt-in.
  const messaging = useAppStore((state) => state.services.messaging_app);
  const channel = useWhatsAppChannel();
  const whatsapp: WhatsAppSwitches = {
    enabled: channel.enabled,
    hintId: channel.reason ? whatsappHintId : undefined,
  };
  useJumpedTo(Boolean(kinds && query.data));
  return (
    <Panel
      level={2}
      id={NOTIFICATION_SETTINGS_ANCHOR}
      title={t('notifications.settings.title')}
      description={t('notifications.settings.description')}
    >
      {messaging ? <WhatsAppOptInPart /> : null}
      <Stack component="section" aria-labelledby={kindsTitleId} spacing={1.5}>
        <Typography id={kindsTitleId} variant="h3" component="h3">
          {t('notifications.settings.kindsTitle')}
        </Typography>
        {channel.reason ? (
          <Typography id={whatsappHintId} variant="body2" color="text.secondary">
            {channel.reason}
          </Typography>
        ) : null}
        <QueryContent
          query={kinds ? query : { ...query, isPending: true }}
          loadingLabel={t('notifications.settings.loading')}
        >
          {(settings) => (
            <Stack spacing={3}>
              {groupSettings(settings, kinds, t, i18n.language).map((group) => (
                <SettingGroupPart key={group.key} group={group} whatsapp={whatsapp} />
              ))}
            </Stack>
          )}
        </QueryContent>
      </Stack>
    </Panel>
  );
}

/** Opened at its anchor (a link from the top bar's panels): brought into view and given the
 *  focus once its kinds are listed, when the sections above it have mostly taken their height. */
function useJumpedTo(listed: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!listed || hash !== `#${NOTIFICATION_SETTINGS_ANCHOR}`) return;
    const section = document.getElementById(NOTIFICATION_SETTINGS_ANCHOR);
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [listed, hash, key]);
}

const CHANNELS: readonly NotificationChannel[] = ['in_app', 'email', 'whatsapp'];

/** Whether the kinds' WhatsApp switches can be used, and the id of the text saying why not. */
type WhatsAppSwitches = { enabled: boolean; hintId?: string };

// From the sm width up, a kind is one row: its name, then its switches in a column per channel,
// the columns' words once per group, beside its heading (the switches' own words hidden).
// Narrower, the switches wrap under the name, each with its word.
const ROW_COLUMNS = 'minmax(0, 1fr) auto';
const SWITCH_COLUMNS = 'repeat(3, 5.5rem)';
const switchesSx = {
  display: { xs: 'flex', sm: 'grid' },
  flexWrap: 'wrap',
  columnGap: { xs: 2, sm: 0 },
  gridTemplateColumns: SWITCH_COLUMNS,
  justifyItems: 'center',
  alignItems: 'center',
} as const;

/** A group: its heading (h4) with the channels' words over their columns, and its kinds. */
function SettingGroupPart({
  group,
  whatsapp,
}: {
  group: SettingGroup;
  whatsapp: WhatsAppSwitches;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Box
        sx={{
          display: { xs: 'block', sm: 'grid' },
          gridTemplateColumns: ROW_COLUMNS,
          columnGap: 2,
          alignItems: 'end',
          mb: 0.5,
        }}
      >
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {group.label}
        </Typography>
        {/* Only for the eyes, beside the heading: each switch is named with its kind and channel. */}
        <Box aria-hidden="true" sx={{ ...switchesSx, display: { xs: 'none', sm: 'grid' } }}>
          {CHANNELS.map((channel) => (
            <Typography key={channel} variant="caption" color="text.secondary">
              {t(`notifications.settings.columns.${channel}`)}
            </Typography>
          ))}
        </Box>
      </Box>
      <PlainList
        label={group.label}
        sx={{ display: 'grid', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {group.settings.map(({ setting, label }) => (
          <SettingRow key={setting.kind} setting={setting} label={label} whatsapp={whatsapp} />
        ))}
      </PlainList>
    </Box>
  );
}

/** One kind: its name, then a switch per channel (in the app, by mail, by WhatsApp), each saved
 *  at once. */
function SettingRow({
  setting,
  label,
  whatsapp,
}: {
  setting: NotificationSetting;
  /** The kind's name in the UI language. */
  label: string;
  whatsapp: WhatsAppSwitches;
}) {
  const { t } = useTranslation();
  const save = useNotificationSetting(setting);
  const labelId = `notification-kind-${setting.kind}`;

  return (
    <Box component="li">
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{
          display: { xs: 'flex', sm: 'grid' },
          flexWrap: 'wrap',
          gridTemplateColumns: ROW_COLUMNS,
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <Typography id={labelId} sx={{ flex: '1 1 14rem', py: 1 }}>
          {label}
        </Typography>
        <Box sx={switchesSx}>
          {CHANNELS.map((channel) => {
            const off = channel === 'whatsapp' && !whatsapp.enabled;
            return (
              <FormControlLabel
                key={channel}
                label={t(`notifications.settings.channels.${channel}`)}
                slotProps={{ typography: { sx: { display: { sm: 'none' } } } }}
                control={
                  <Switch
                    checked={save.checked(channel)}
                    disabled={save.saving || off}
                    slotProps={{
                      input: {
                        'aria-label': t(`notifications.settings.channelOf.${channel}`, {
                          kind: label,
                        }),
                        ...(off && whatsapp.hintId ? { 'aria-describedby': whatsapp.hintId } : {}),
                      },
                    }}
                    onChange={(event) => save.change(channel, event.target.checked)}
                  />
                }
                sx={{ mx: 0 }}
              />
            );
          })}
        </Box>
      </Box>
      {save.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 0.5 }}>
          {save.error}
        </Alert>
      ) : null}
    </Box>
  );
}
