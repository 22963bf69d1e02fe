import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { PlainList } from '@/components/layout/plain-list';

import {
  notificationSettingsQueryOptions,
  type NotificationSetting,
} from '../api/notification-settings';
import { useNotificationSetting } from '../hooks/use-notification-setting';
import { useWhatsAppChannel } from '../hooks/use-whatsapp-channel';
import { useNotificationKinds } from '../lib/notification-kinds';
import { groupSettings } from '../lib/setting-groups';

/** "Avisos por WhatsApp": the kinds of notification under their groups' headings, each with its
 *  WhatsApp switch alone (the app and mail stay in the full settings), saved as soon as it moves.
 *  While the member's WhatsApp is not on, the switches cannot be used and a sentence says why. */
export function WhatsAppKindsPart() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const query = useQuery(notificationSettingsQueryOptions());
  // Each kind is named by the module that raises it: the list waits for their words too.
  const kinds = useNotificationKinds();
  const channel = useWhatsAppChannel();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Box>
        <Typography id={titleId} variant="h3" component="h3">
          {t('notifications.messagingPanel.kindsTitle')}
        </Typography>
        <Typography color="text.secondary">
          {t('notifications.messagingPanel.kindsDescription')}
        </Typography>
      </Box>
      {channel.reason ? (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {channel.reason}
        </Typography>
      ) : null}
      <QueryContent
        query={kinds ? query : { ...query, isPending: true }}
        loadingLabel={t('notifications.settings.loading')}
      >
        {(settings) => (
          <Stack spacing={2}>
            {groupSettings(settings, kinds, t, i18n.language).map((group) => (
              <Box key={group.key}>
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
                  {group.label}
                </Typography>
                <PlainList
                  label={group.label}
                  sx={{ '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
                >
                  {group.settings.map(({ setting, label }) => (
                    <KindRow
                      key={setting.kind}
                      setting={setting}
                      label={label}
                      enabled={channel.enabled}
                      hintId={channel.reason ? hintId : undefined}
                    />
                  ))}
                </PlainList>
              </Box>
            ))}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

type KindRowProps = {
  setting: NotificationSetting;
  /** The kind's name in the UI language. */
  label: string;
  /** Whether WhatsApp can be chosen now, and the sentence saying why not. */
  enabled: boolean;
  hintId?: string;
};

/** One kind: its name, then its WhatsApp switch; a refused change says why under it. */
function KindRow({ setting, label, enabled, hintId }: KindRowProps) {
  const { t } = useTranslation();
  const save = useNotificationSetting(setting);
  return (
    <Box component="li">
      <FormControlLabel
        label={label}
        labelPlacement="start"
        sx={{ mx: 0, py: 0.5, width: '100%', justifyContent: 'space-between', gap: 2 }}
        control={
          <Switch
            checked={save.checked('whatsapp')}
            disabled={save.saving || !enabled}
            slotProps={{
              input: {
                // Named as in the full settings: its kind, then the channel.
                'aria-label': t('notifications.settings.channelOf.whatsapp', { kind: label }),
                ...(!enabled && hintId ? { 'aria-describedby': hintId } : {}),
              },
            }}
            onChange={(event) => save.change('whatsapp', event.target.checked)}
          />
        }
      />
      {save.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {save.error}
        </Alert>
      ) : null}
    </Box>
  );
}
