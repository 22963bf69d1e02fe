import { describe, expect, it } from 'vitest';

import {
  curlSendRecognition,
  EXAMPLE_BODIES,
  example,
  javascriptExample,
  pythonExample,
} from './examples';

const ORIGIN = 'https://demo.aplauso.example';

describe('public API examples', () => {
  it('curl sends the raw key in Authorization and JSON, with nothing a shell may lack', () => {
    const curl = curlSendRecognition(ORIGIN);
    const lines = curl.split('\n');
    expect(lines[0]).toBe(`curl -sS -X POST "${ORIGIN}/api/send_feedback" \\`);
    expect(lines).toContain('  -H "Authorization: $APLAUSO_API_KEY" \\');
    expect(lines).toContain('  -H "Content-Type: application/json" \\');
    expect(curl).not.toMatch(/uuidgen|\$\(/);
    expect(curl).not.toMatch(/Bearer/);
  });

  it('curl carries the contract fields as one single-quoted JSON body', () => {
    const last = curlSendRecognition(ORIGIN).split('\n').at(-1) ?? '';
    const match = /^ {2}-d '(.*)'$/.exec(last);
    expect(match).not.toBeNull();
    const body = JSON.parse(match?.[1] ?? '') as Record<string, unknown>;
    expect(body).toEqual(EXAMPLE_BODIES.sendRecognition);
    expect(Object.keys(body)).toEqual([
      'sender_email',
      'reciever_emails',
      'amount',
      'post_types',
      'message',
    ]);
    expect(body.amount).toBe(10);
    expect(body.post_types).toBe(1);
    expect(Array.isArray(body.reciever_emails)).toBe(true);
  });

  it('targets each call at its own path', () => {
    expect(example('curl', ORIGIN, 'sendRecognitionOfType')).toContain(
      `"${ORIGIN}/api/org/send/recognition/1"`,
    );
    expect(example('curl', ORIGIN, 'sendBadge')).toContain(`"${ORIGIN}/api/org/badges/send"`);
    expect(EXAMPLE_BODIES.sendBadge).toEqual({
      reciever_emails: expect.any(Array) as unknown,
      badge_id: 1,
      message: expect.any(String) as unknown,
    });
  });

  it('JavaScript and Python send the same headers and body', () => {
    const js = javascriptExample(ORIGIN, 'sendRecognition');
    expect(js).toContain(`fetch('${ORIGIN}/api/send_feedback'`);
    expect(js).toContain('Authorization: process.env.APLAUSO_API_KEY,');
    expect(js).toContain("'Idempotency-Key': crypto.randomUUID(),");
    expect(js).toContain('"reciever_emails": [');
    const py = pythonExample(ORIGIN, 'sendBadge');
    expect(py).toContain(`"${ORIGIN}/api/org/badges/send"`);
    expect(py).toContain('"Authorization": os.environ["APLAUSO_API_KEY"],');
    expect(py).toContain('"Idempotency-Key": str(uuid.uuid4()),');
    expect(py).toContain('"badge_id": 1');
  });
});
