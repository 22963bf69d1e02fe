// Presigned uploads for tests: the presign call answers a ticket per file, and the PUT to the
// ticket's URL (XMLHttpRequest) succeeds at once, or fails when told.
import { vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { FakeReply } from '@/testing/fake-api';

type Listener = (() => void) | null;

export type FakeUploads = {
  /** The answer of POST /upload_presign/{uploadType}. */
  presign: (request: TransportRequest) => FakeReply;
  /** The URLs files were PUT to. */
  puts: string[];
};

/** Replaces XMLHttpRequest for the test (vitest puts it back: unstubGlobals); PUTs to a URL
 *  containing `failing` answer 500. Keys read `{uploadType}/{n}-{file name}`. */
export function installFakeUploads(uploadType: string, failing = '\u0000'): FakeUploads {
  const puts: string[] = [];
  let count = 0;
  class FakeXhr {
    status = 0;
    timeout = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: Listener = null;
    onerror: Listener = null;
    ontimeout: Listener = null;
    onabort: Listener = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      puts.push(this.url);
      setTimeout(() => {
        this.status = this.url.includes(failing) ? 500 : 200;
        this.onload?.();
      }, 0);
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    puts,
    presign: (request) => {
      count += 1;
      const { file_name: name } = JSON.parse(request.body as string) as { file_name: string };
      return {
        status: 200,
        body: {
          success: true,
          data: {
            key: `${uploadType}/${count}-${name}`,
            upload_url: `https://uploads.example/${count}-${name}`,
            method: 'PUT',
            headers: {},
            expires_at: 0,
          },
        },
      };
    },
  };
}
