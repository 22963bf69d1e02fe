// The badge forms: the image check (type by its first bytes, size ≤ 2 MB, as the server checks
// it), the checks of its texts (name, description and their English versions) and of the give
// message, and the request bodies.
import type { PersonRef } from '@/api/types';
import {
  checkEnglishWording,
  englishWordingFrom,
  toEnglishWording,
  type EnglishWordingError,
  type EnglishWordingValues,
} from '@/components/form/english-wording';
import { checkImageFile } from '@/lib/uploads/image-file';

import {
  BADGE_DESCRIPTION_MAX_LENGTH,
  BADGE_IMAGE_MAX_BYTES,
  BADGE_IMAGE_TYPES,
  BADGE_MESSAGE_MAX_LENGTH,
  BADGE_NAME_MAX_LENGTH,
  type Badge,
  type BadgeChanges,
  type BadgeSendRequest,
  type NewBadge,
} from '../api/badges';

export type BadgeImageType = (typeof BADGE_IMAGE_TYPES)[number];

export type BadgeImageError = 'admin.badges.errors.imageType' | 'admin.badges.errors.imageSize';

export type BadgeFieldError =
  | BadgeImageError
  | EnglishWordingError
  | 'admin.badges.errors.imageRequired'
  | 'admin.badges.errors.nameRequired'
  | 'admin.badges.errors.nameTooLong'
  | 'admin.badges.errors.descriptionTooLong';

/** A badge's texts: what the edit form changes. */
export type BadgeTextValues = EnglishWordingValues & { name: string; description: string };

/** The create form: the image and the texts. */
export type BadgeFormValues = BadgeTextValues & { image: File | null };

export const EMPTY_BADGE: BadgeFormValues = {
  image: null,
  name: '',
  description: '',
  ...englishWordingFrom(null),
};

export function badgeTextsFrom(badge: Badge): BadgeTextValues {
  return { name: badge.name, description: badge.description ?? '', ...englishWordingFrom(badge) };
}

export { sniffImageType } from '@/lib/uploads/image-file';

/** Checks a chosen image: one of PNG, JPEG, GIF or WebP by content, at most 2 MB. */
export async function checkBadgeImage(file: File): Promise<BadgeImageError | null> {
  if (file.size > BADGE_IMAGE_MAX_BYTES) return 'admin.badges.errors.imageSize';
  const problem = await checkImageFile(file, {
    types: BADGE_IMAGE_TYPES,
    maxBytes: BADGE_IMAGE_MAX_BYTES,
  });
  return problem === null ? null : 'admin.badges.errors.imageType';
}

/** The checks of a badge's texts (the edit form). */
export function validateBadgeTexts(
  values: BadgeTextValues,
): Partial<Record<keyof BadgeTextValues, BadgeFieldError>> {
  const errors: Partial<Record<keyof BadgeTextValues, BadgeFieldError>> =
    checkEnglishWording(values);
  const name = values.name.trim();
  if (!name) errors.name = 'admin.badges.errors.nameRequired';
  else if (name.length > BADGE_NAME_MAX_LENGTH) errors.name = 'admin.badges.errors.nameTooLong';
  if (values.description.trim().length > BADGE_DESCRIPTION_MAX_LENGTH)
    errors.description = 'admin.badges.errors.descriptionTooLong';
  return errors;
}

/** The checks of the create form: an image, and the texts. */
export function validateBadgeForm(
  values: BadgeFormValues,
): Partial<Record<keyof BadgeFormValues, BadgeFieldError>> {
  return {
    ...(values.image ? {} : { image: 'admin.badges.errors.imageRequired' as const }),
    ...validateBadgeTexts(values),
  };
}

/** The create request of a valid form: blank optional texts are left out. */
export function toNewBadge(values: BadgeFormValues): NewBadge {
  const english = toEnglishWording(values);
  return {
    image: values.image as File,
    name: values.name.trim(),
    description: values.description.trim() || undefined,
    name_en: english.name_en ?? undefined,
    description_en: english.description_en ?? undefined,
  };
}

/** The edit request of a valid form: blank optional texts are sent as null (cleared). */
export function toBadgeChanges(values: BadgeTextValues): BadgeChanges {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ...toEnglishWording(values),
  };
}

export type GiveFieldError =
  'admin.badges.errors.receiversRequired' | 'admin.badges.errors.messageTooLong';

export type GiveFormValues = { receivers: PersonRef[]; message: string };

export function validateGive(
  values: GiveFormValues,
): Partial<Record<keyof GiveFormValues, GiveFieldError>> {
  return {
    ...(values.receivers.length === 0
      ? { receivers: 'admin.badges.errors.receiversRequired' as const }
      : {}),
    ...(values.message.length > BADGE_MESSAGE_MAX_LENGTH
      ? { message: 'admin.badges.errors.messageTooLong' as const }
      : {}),
  };
}

/** The give request of a valid form: the receivers' e-mails and the message, if any. */
export function toBadgeSendRequest(badge: Badge, values: GiveFormValues): BadgeSendRequest {
  const message = values.message.trim();
  return {
    badge_id: badge.id,
    reciever_emails: values.receivers.map((person) => person.email ?? '').filter(Boolean),
    ...(message ? { message } : {}),
  };
}
