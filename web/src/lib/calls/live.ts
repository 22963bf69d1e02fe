// The ticket that opens the live event stream.
import { sendData } from '@/api/client';

/** POST /events/ticket: a one-use ticket for GET /api/events, valid 60 s. */
export const fetchEventTicket = async (): Promise<string> =>
  (
    await sendData<{ ticket: string; expires_in: number }>(
      'POST',
      '/events/ticket',
      {},
      {
        retry: false,
      },
    )
  ).ticket;
