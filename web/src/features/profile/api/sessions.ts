// The person's own sessions.
import { sendData } from '@/api/client';

/** POST /user/logout_all: every session of the caller ends, this one included. */
export const endAllSessions = () => sendData<{ ended: boolean }>('POST', '/user/logout_all');
