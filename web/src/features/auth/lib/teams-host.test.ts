import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TeamsSignInError } from './teams-error';
import { teamsAuthToken } from './teams-host';

const sdk = vi.hoisted(() => ({
  initialize: vi.fn<() => Promise<void>>(),
  getAuthToken: vi.fn<() => Promise<string>>(),
}));
vi.mock('@microsoft/teams-js', () => ({
  app: { initialize: sdk.initialize },
  authentication: { getAuthToken: sdk.getAuthToken },
}));

beforeEach(() => {
  sdk.initialize.mockReset();
  sdk.getAuthToken.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('teamsAuthToken', () => {
  it("starts the SDK, then answers Teams' token", async () => {
    sdk.initialize.mockResolvedValue();
    sdk.getAuthToken.mockResolvedValue('teams-token');
    await expect(teamsAuthToken(5_000)).resolves.toBe('teams-token');
  });

  it('counts a page where the SDK never starts as outside Teams, after the wait', async () => {
    vi.useFakeTimers();
    sdk.initialize.mockReturnValue(new Promise(() => undefined));
    const result = teamsAuthToken(5_000);
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sdk.getAuthToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TeamsSignInError);
    expect((error as TeamsSignInError).reason).toBe('outside_teams');
  });

  it('counts an SDK that fails to start as outside Teams', async () => {
    sdk.initialize.mockRejectedValue(new Error('No Parent window found.'));
    await expect(teamsAuthToken(5_000)).rejects.toMatchObject({ reason: 'outside_teams' });
    expect(sdk.getAuthToken).not.toHaveBeenCalled();
  });

  it('tells a Teams that gives no token apart', async () => {
    sdk.initialize.mockResolvedValue();
    sdk.getAuthToken.mockRejectedValue(new Error('resourceRequiresConsent'));
    await expect(teamsAuthToken(5_000)).rejects.toMatchObject({ reason: 'no_token' });
  });
});
