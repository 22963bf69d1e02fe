import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { statusOf } from '@/api/errors';
import type { User } from '@/api/types';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { FormError } from '@/components/form/form-error';
import { Panel } from '@/components/layout/panel';
import { PersonAvatar } from '@/components/people/person-avatar';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useSetCurrentUser } from '@/lib/use-set-current-user';
import { useAppStore } from '@/stores/app-store';

import {
  deleteBackgroundMutation,
  deleteBirthdayImageMutation,
  deleteProfilePhotoMutation,
  PROFILE_IMAGE_TYPES,
  uploadBackgroundMutation,
  uploadBirthdayImageMutation,
  uploadProfilePhotoMutation,
} from '../api/photos';
import type { Size } from '../lib/crop-geometry';
import {
  checkImageFile,
  decodeImage,
  ImageFileError,
  type ImageProblem,
  type LoadedImage,
} from '../lib/image-file';
import { forgetProfilePhoto, reloadProfilePhoto } from '../lib/profile-photo-cache';

import { ImageCropDialog } from './image-crop-dialog';
import { ProfileBanner } from './profile-banner';

/** Which of the person's images a section changes: the birthday image is shown on their
 *  birthday post (module birthdays). */
export type ProfileImageKind = 'photo' | 'background' | 'birthday';

/** The texts every image section has. */
type ImageText =
  | 'title'
  | 'description'
  | 'none'
  | 'choose'
  | 'change'
  | 'remove'
  | 'fileLabel'
  | 'cropTitle'
  | 'saved'
  | 'removed'
  | 'removeTitle'
  | 'removeBody';

const photoText = (name: ImageText) => `profile.photo.${name}` as const;
const backgroundText = (name: ImageText) => `profile.background.${name}` as const;
const birthdayText = (name: ImageText) => `celebrations.birthdayImage.${name}` as const;

type KindSettings = {
  aspect: number;
  round: boolean;
  maxOutput: Size;
  urlOf: (user: User) => string | null | undefined;
  upload: typeof uploadProfilePhotoMutation;
  /** The removal of the person's own image. */
  remove: (user: User) => ReturnType<typeof deleteProfilePhotoMutation>;
  /** The glossary key of one of the section's texts. */
  text: (
    name: ImageText,
  ) => ReturnType<typeof photoText | typeof backgroundText | typeof birthdayText>;
};

// The sizes the server stores (it re-encodes whatever it gets to these).
const KINDS: Record<ProfileImageKind, KindSettings> = {
  photo: {
    aspect: 1,
    round: true,
    maxOutput: { width: 512, height: 512 },
    urlOf: (user) => user.profile_photo_url,
    upload: uploadProfilePhotoMutation,
    remove: () => deleteProfilePhotoMutation(),
    text: photoText,
  },
  background: {
    aspect: 4,
    round: false,
    maxOutput: { width: 1600, height: 400 },
    urlOf: (user) => user.background_image_url,
    upload: uploadBackgroundMutation,
    remove: () => deleteBackgroundMutation(),
    text: backgroundText,
  },
  birthday: {
    aspect: 1200 / 630,
    round: false,
    maxOutput: { width: 1200, height: 630 },
    urlOf: (user) => user.birthday_image_url,
    upload: uploadBirthdayImageMutation,
    remove: (user) => deleteBirthdayImageMutation(user.id),
    text: birthdayText,
  },
};

export type ProfileImageSectionProps = { kind: ProfileImageKind };

/** The person's profile photo, background or birthday image: what it is now, a file to replace it with (cropped
 *  in a dialog before it is sent), and its removal after a confirmation. */
export function ProfileImageSection({ kind }: ProfileImageSectionProps) {
  const me = useAppStore((state) => state.me.data);
  if (!me) return null;
  return <ProfileImageEditor kind={kind} user={me} />;
}

function ProfileImageEditor({ kind, user }: ProfileImageSectionProps & { user: User }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const settings = KINDS[kind];
  const text = settings.text;
  const setCurrentUser = useSetCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<LoadedImage | null>(null);
  const [reading, setReading] = useState(false);
  const [fileProblem, setFileProblem] = useState<ImageProblem | null>(null);
  const [removing, setRemoving] = useState(false);
  const current = settings.urlOf(user);

  // The chosen image's object URL lives as long as the crop dialog.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const changed = (saved: User) => {
    setCurrentUser(saved);
    if (kind !== 'photo') return;
    // The account menu shows the small photo from the photo cache.
    if (saved.profile_photo_url) void reloadProfilePhoto(saved.id);
    else forgetProfilePhoto(saved.id);
  };

  const upload = useToastMutation(settings.upload(), {
    success: () => t(text('saved')),
    onSuccess: (saved) => {
      changed(saved);
      setChosen(null);
    },
  });
  const remove = useToastMutation(settings.remove(user), {
    success: () => t(text('removed')),
    onSuccess: (saved) => {
      changed(saved);
      setRemoving(false);
    },
  });

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileProblem(null);
    const problem = checkImageFile(file);
    if (problem) {
      setFileProblem(problem);
      return;
    }
    setReading(true);
    try {
      const image = await decodeImage(file);
      upload.reset();
      setChosen(image);
    } catch (error) {
      setFileProblem(error instanceof ImageFileError ? error.problem : 'image_invalid');
    } finally {
      setReading(false);
    }
  };

  // A body over the server's upload limit is refused before it is read: the same words as an
  // image over the limits it checks.
  const uploadError = upload.error
    ? statusOf(upload.error) === 413
      ? t('errors.image_too_large')
      : errorMessage(upload.error)
    : null;

  return (
    <Panel level={2} title={t(text('title'))} description={t(text('description'))}>
      {kind === 'photo' ? (
        <PersonAvatar person={user} size={96} />
      ) : (
        <ProfileBanner url={current} maxWidth={480} aspect={settings.aspect} />
      )}
      {current ? null : (
        <Typography variant="body2" color="text.secondary">
          {t(text('none'))}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          loading={reading}
          loadingPosition="start"
          onClick={() => input.current?.click()}
        >
          {current ? t(text('change')) : t(text('choose'))}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={PROFILE_IMAGE_TYPES.join(',')}
          aria-label={t(text('fileLabel'))}
          onChange={(event) => void handleFile(event)}
        />
        {current ? (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => {
              remove.reset();
              setRemoving(true);
            }}
          >
            {t(text('remove'))}
          </Button>
        ) : null}
      </Stack>
      {fileProblem ? (
        <Alert severity="error" role="alert">
          {t(`errors.${fileProblem}`)}
        </Alert>
      ) : null}

      {chosen ? (
        <ImageCropDialog
          image={chosen}
          title={t(text('cropTitle'))}
          aspect={settings.aspect}
          round={settings.round}
          maxOutput={settings.maxOutput}
          pending={upload.isPending}
          error={uploadError}
          onSave={(image) => upload.mutate(image)}
          onCancel={() => setChosen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing}
        title={t(text('removeTitle'))}
        body={t(text('removeBody'))}
        confirmLabel={t(text('remove'))}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={remove.isPending}
        error={<FormError error={remove.error} />}
        onConfirm={() => remove.mutate()}
        onCancel={() => setRemoving(false)}
      />
    </Panel>
  );
}
