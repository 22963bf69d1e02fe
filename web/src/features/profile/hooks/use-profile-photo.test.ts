import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setTransport, type TransportRequest } from '@/api/client';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, type FakeReply } from '@/testing/fake-api';

import { PROFILE_PHOTO_TIMEOUT_MS } from '../api/photos';
import {
  forgetProfilePhoto,
  PROFILE_PHOTO_RETRY_MS,
  reloadProfilePhoto,
} from '../lib/profile-photo-cache';
import { PROFILE_PHOTO_TTL_MS, useProfilePhotos } from '../stores/profile-photos';

import { useProfilePhoto } from './use-profile-photo';

const PHOTO_PATH = 'GET /user/profile-photo/downgrade/7';

const photo = (): FakeReply => ({ status: 200, body: new Blob(['webp'], { type: 'image/webp' }) });

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  // jsdom has no object URLs.
  if (!('createObjectURL' in URL)) {
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  }
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:photo-${created.length + 1}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
});

afterEach(() => {
  // Unmount first: a mounted hook would start loading again once the cache is cleared.
  cleanup();
  vi.useRealTimers();
  setTransport(null);
  useAppStore.getState().logout();
});

describe('useProfilePhoto', () => {
  it('fetches the small photo once as a blob and serves it from the cache after', async () => {
    const seen = installFakeApi({ [PHOTO_PATH]: photo() });
    const first = renderHook(() => useProfilePhoto(7));
    expect(first.result.current).toBeNull();
    await waitFor(() => expect(first.result.current).toBe('blob:photo-1'));
    expect(useProfilePhotos.getState().profilePhotos['7']).toMatchObject({
      url: 'blob:photo-1',
      loading: false,
      error: false,
    });

    // Another avatar of the same member: the fresh entry, no request.
    const second = renderHook(() => useProfilePhoto(7));
    expect(second.result.current).toBe('blob:photo-1');
    expect(seen).toEqual([PHOTO_PATH]);
  });

  it('asks for a blob with the 10 s limit of the photo call', async () => {
    let sent: TransportRequest | null = null;
    installFakeApi({
      [PHOTO_PATH]: (request) => {
        sent = request;
        return new Promise<FakeReply>(() => undefined);
      },
    });
    vi.useFakeTimers();
    renderHook(() => useProfilePhoto(7));
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_PHOTO_TIMEOUT_MS - 1));
    expect(sent).toMatchObject({ responseType: 'blob', signal: { aborted: false } });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sent).toMatchObject({ signal: { aborted: true } });
  });

  it('remembers a member without a photo (404) and does not ask again', async () => {
    const seen = installFakeApi({ [PHOTO_PATH]: fail(404, 'not_found') });
    const { result, rerender } = renderHook(() => useProfilePhoto(7));
    await waitFor(() =>
      expect(useProfilePhotos.getState().profilePhotos['7']).toMatchObject({
        url: null,
        loading: false,
        error: false,
      }),
    );
    rerender();
    renderHook(() => useProfilePhoto(7));
    expect(result.current).toBeNull();
    expect(seen).toEqual([PHOTO_PATH]);
  });

  it('flags a failed load as an error and tries again only a minute later', async () => {
    const seen = installFakeApi({ [PHOTO_PATH]: fail(500, 'internal') });
    vi.useFakeTimers();
    const { result } = renderHook(() => useProfilePhoto(7));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(useProfilePhotos.getState().profilePhotos['7']).toMatchObject({
      url: null,
      error: true,
    });
    expect(result.current).toBeNull();
    expect(seen).toEqual([PHOTO_PATH]);

    installFakeApi({ [PHOTO_PATH]: photo() });
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_PHOTO_RETRY_MS - 1));
    expect(result.current).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe('blob:photo-1');
  });

  it('keeps a photo 30 minutes, then fetches it again and revokes the old URL', async () => {
    const seen = installFakeApi({ [PHOTO_PATH]: photo() });
    vi.useFakeTimers();
    useProfilePhotos.getState().setProfilePhoto(7, 'blob:cached', Date.now());
    const { result } = renderHook(() => useProfilePhoto(7));
    expect(result.current).toBe('blob:cached');

    await act(() => vi.advanceTimersByTimeAsync(PROFILE_PHOTO_TTL_MS - 1));
    expect(seen).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(seen).toEqual([PHOTO_PATH]);
    expect(result.current).toBe('blob:photo-1');
    expect(revoked).toEqual(['blob:cached']);
  });

  it('fetches an entry older than 30 minutes at once, showing the old photo meanwhile', async () => {
    const seen = installFakeApi({ [PHOTO_PATH]: photo() });
    useProfilePhotos.getState().setProfilePhoto(7, 'blob:old', Date.now() - PROFILE_PHOTO_TTL_MS);

    const { result } = renderHook(() => useProfilePhoto(7));
    expect(result.current).toBe('blob:old');
    await waitFor(() => expect(result.current).toBe('blob:photo-1'));
    expect(seen).toEqual([PHOTO_PATH]);
    expect(revoked).toEqual(['blob:old']);
  });

  it('shows a changed photo at once when told to reload it', async () => {
    installFakeApi({ [PHOTO_PATH]: photo() });
    useProfilePhotos.getState().setProfilePhoto(7, 'blob:old', Date.now());
    const { result } = renderHook(() => useProfilePhoto(7));
    await act(() => reloadProfilePhoto(7));
    expect(result.current).toBe('blob:photo-1');
    expect(revoked).toEqual(['blob:old']);
  });

  it('forgets a removed photo at once, ignoring a load still running', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    installFakeApi({
      [PHOTO_PATH]: () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    useProfilePhotos.getState().setProfilePhoto(7, 'blob:old', Date.now() - PROFILE_PHOTO_TTL_MS);
    const { result } = renderHook(() => useProfilePhoto(7));
    await waitFor(() => expect(useProfilePhotos.getState().profilePhotos['7']?.loading).toBe(true));

    act(() => forgetProfilePhoto(7));
    expect(result.current).toBeNull();
    expect(revoked).toEqual(['blob:old']);
    answer(photo());
    // The late answer is dropped: its URL revoked, the cache left as it was.
    await waitFor(() => expect(revoked).toEqual(['blob:old', 'blob:photo-1']));
    expect(result.current).toBeNull();
    expect(useProfilePhotos.getState().profilePhotos['7']).toMatchObject({
      url: null,
      error: false,
    });
  });

  it('asks for nothing without a member', () => {
    const seen = installFakeApi({});
    const { result } = renderHook(() => useProfilePhoto(null));
    expect(result.current).toBeNull();
    expect(seen).toEqual([]);
  });
});
