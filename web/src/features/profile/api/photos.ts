// The signed-in person's profile photo, background and birthday image (uploaded as a cropped image in a
// multipart `file` part; the server re-encodes it to WebP), and a member's small photo as a blob
// for the client's photo cache.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getBlob, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { User } from '@/api/types';

/** Spec §9: a profile photo (GET /user/profile-photo/downgrade/{id}) has 10 s. */
export const PROFILE_PHOTO_TIMEOUT_MS = 10_000;

/** What the server decodes (it checks the content, too). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The server's limits of an uploaded image. */
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;

function imageForm(image: Blob): FormData {
  const form = new FormData();
  const extension = image.type === 'image/webp' ? 'webp' : 'jpg';
  form.append('file', image, `image.${extension}`);
  return form;
}

/** PUT /user/profile-photo: the person with the new `profile_photo_url`. */
export const uploadProfilePhoto = (image: Blob) =>
  sendData<User>('PUT', '/user/profile-photo', imageForm(image));

/** DELETE /user/profile_image: the person without a photo. */
export const deleteProfilePhoto = () => sendData<User>('DELETE', '/user/profile_image');

/** POST /user/background-image: the person with the new `background_image_url`. */
export const uploadBackgroundImage = (image: Blob) =>
  sendData<User>('POST', '/user/background-image', imageForm(image));

/** DELETE /user/background-image: the person without a background. */
export const deleteBackgroundImage = () => sendData<User>('DELETE', '/user/background-image');

/** PATCH /user/birthday-image: the person with the new `birthday_image_url` (1200 × 630). */
export const uploadBirthdayImage = (image: Blob) =>
  sendData<User>('PATCH', '/user/birthday-image', imageForm(image));

/** DELETE /user/birthday-image/{id} with one's own id: the person without a birthday image. */
export const deleteBirthdayImage = (userId: number) =>
  sendData<User>('DELETE', `/user/birthday-image/${userId}`);

/** GET /user/profile-photo/downgrade/{id}: the member's 96 px photo (404 when they have none). */
export const fetchSmallProfilePhoto = (userId: number, options: RequestOptions = {}) =>
  getBlob(`/user/profile-photo/downgrade/${userId}`, {
    ...options,
    timeout: PROFILE_PHOTO_TIMEOUT_MS,
  });

/** The cached screens that show people with their photo: the feed and its comments and likes,
 *  profiles, the podium and the people picker. */
export const refreshPeopleQueries = (client: QueryClient) =>
  Promise.all(
    [
      queryKeys.posts,
      queryKeys.postComments,
      queryKeys.postLikes,
      queryKeys.userProfile,
      queryKeys.podium,
      queryKeys.peopleSearch,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );

/** A change to the person's own photo, background or birthday image; the answer is the updated person, which
 *  the screen stores as the signed-in user (useSetCurrentUser). */
const imageMutation = <V>(mutationFn: (variables: V) => Promise<User>) =>
  mutationOptions({
    mutationFn,
    onSuccess: (_user: User, _variables: V, _result: unknown, { client }) =>
      void refreshPeopleQueries(client),
  });

export const uploadProfilePhotoMutation = () => imageMutation(uploadProfilePhoto);
export const deleteProfilePhotoMutation = () => imageMutation<void>(deleteProfilePhoto);
export const uploadBackgroundMutation = () => imageMutation(uploadBackgroundImage);
export const deleteBackgroundMutation = () => imageMutation<void>(deleteBackgroundImage);
export const uploadBirthdayImageMutation = () => imageMutation(uploadBirthdayImage);
export const deleteBirthdayImageMutation = (userId: number) =>
  imageMutation<void>(() => deleteBirthdayImage(userId));
