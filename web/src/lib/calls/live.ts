// The ticket that opens the live event stream.
import { sendData } from '@/api/client';

/** POST /live/ticket: a one-use ticket for GET /api/live, valid 60 s. */
export const fetchEventTicket = async (): Promise<string> =>
  (
    await sendData<{ ticket: string; expires_in: number }>(
      'POST',
      '/live/ticket',
      {},
      {
        retry: false,
      },
    )
  ).ticket;
