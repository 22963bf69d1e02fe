import { create } from 'zustand';

/** Whether the live event stream is open: polling stands in for it while it is not. */
export const useLiveStatus = create<{ connected: boolean }>(() => ({ connected: false }));

export const setLiveConnected = (connected: boolean) => useLiveStatus.setState({ connected });
