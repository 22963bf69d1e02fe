// The public API's request examples (curl, JavaScript fetch, Python requests) and sample
// answers, in one place. Bodies and answers are typed against the contract (schema.d.ts), so
// they follow api/openapi.yaml. The browser test e2e/docs-curl.spec.ts runs the curl example shown on the page.
import type { components } from '@/api/schema';
import type { BadgeSendRequest, SendRecognitionRequest } from '@/api/types';

type Schemas = components['schemas'];
type Post = Schemas['Post'];
type SendResult = Schemas['SendResult'];
type ErrorBody = Schemas['ErrorBody'];

export type PublicCallId = 'sendRecognition' | 'sendRecognitionOfType' | 'sendBadge';
export type ExampleLanguage = 'curl' | 'javascript' | 'python';
export const EXAMPLE_LANGUAGES: readonly ExampleLanguage[] = ['curl', 'javascript', 'python'];

/** The type used by the "send a recognition of a given type" example (Gracias in the demo). */
export const EXAMPLE_TYPE_ID = 1;

/** Paths of the public calls, relative to the API base (`<origin>/api`). */
export const PUBLIC_CALL_PATHS: Record<PublicCallId, string> = {
  sendRecognition: '/send_feedback',
  sendRecognitionOfType: `/org/send/recognition/${EXAMPLE_TYPE_ID}`,
  sendBadge: '/org/badges/send',
};

/** The contract's path templates, as the reference lists them. */
export const PUBLIC_CALL_TEMPLATES: Record<PublicCallId, string> = {
  sendRecognition: '/send_feedback',
  sendRecognitionOfType: '/org/send/recognition/{id}',
  sendBadge: '/org/badges/send',
};

export const EXAMPLE_SENDER = 'ana.torres@example.com';
export const EXAMPLE_RECEIVER = 'luis.herrera@example.com';

/** The type comes from the path, so `post_types` is left out. */
type RecognitionOfTypeRequest = Omit<SendRecognitionRequest, 'post_types'>;

export const EXAMPLE_BODIES = {
  sendRecognition: {
    sender_email: EXAMPLE_SENDER,
    reciever_emails: [EXAMPLE_RECEIVER],
    amount: 10,
    post_types: 1,
    message: '¡Gracias por tu ayuda con el cierre del trimestre!',
  } satisfies SendRecognitionRequest,
  sendRecognitionOfType: {
    sender_email: EXAMPLE_SENDER,
    reciever_emails: [EXAMPLE_RECEIVER],
    amount: 20,
    message: 'Gracias por resolver la incidencia del cliente.',
    values: [1],
  } satisfies RecognitionOfTypeRequest,
  sendBadge: {
    reciever_emails: [EXAMPLE_RECEIVER],
    badge_id: 1,
    message: '¡Felicitaciones por tu primer año con nosotros!',
  } satisfies BadgeSendRequest,
} satisfies Record<PublicCallId, object>;

/** A JSON text safe inside a single-quoted shell string. */
function shellQuoted(value: unknown): string {
  return `'${JSON.stringify(value).replace(/'/g, "'\\''")}'`;
}

function apiUrl(origin: string, call: PublicCallId): string {
  return `${origin.replace(/\/$/, '')}/api${PUBLIC_CALL_PATHS[call]}`;
}

/**
 * The curl example of one call; the key comes from $APLAUSO_API_KEY. No Idempotency-Key here:
 * a shell has no portable UUID command, and the header is optional (the text explains it).
 */
export function curlExample(origin: string, call: PublicCallId): string {
  return [
    `curl -sS -X POST "${apiUrl(origin, call)}" \\`,
    `  -H "Authorization: $APLAUSO_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d ${shellQuoted(EXAMPLE_BODIES[call])}`,
  ].join('\n');
}

/** The curl example of POST /api/send_feedback. */
export function curlSendRecognition(origin: string): string {
  return curlExample(origin, 'sendRecognition');
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? line : `${pad}${line}`))
    .join('\n');
}

/** The JavaScript (fetch, Node 18+ or a server runtime) example of one call. */
export function javascriptExample(origin: string, call: PublicCallId): string {
  const body = indent(JSON.stringify(EXAMPLE_BODIES[call], null, 2), 2);
  const success = call === 'sendBadge' ? 'result.data.post.id' : 'result.data.give_balance';
  return [
    `const response = await fetch('${apiUrl(origin, call)}', {`,
    `  method: 'POST',`,
    `  headers: {`,
    `    Authorization: process.env.APLAUSO_API_KEY,`,
    `    'Content-Type': 'application/json',`,
    `    'Idempotency-Key': crypto.randomUUID(),`,
    `  },`,
    `  body: JSON.stringify(${body}),`,
    `});`,
    `const result = await response.json();`,
    `if (!result.success) {`,
    '  throw new Error(`${response.status} ${result.code}: ${result.error}`);',
    `}`,
    `console.log(${success});`,
  ].join('\n');
}

/** The Python (requests) example of one call. */
export function pythonExample(origin: string, call: PublicCallId): string {
  const body = indent(JSON.stringify(EXAMPLE_BODIES[call], null, 4), 4);
  const success =
    call === 'sendBadge' ? 'body["data"]["post"]["id"]' : 'body["data"]["give_balance"]';
  return [
    `import os`,
    `import uuid`,
    ``,
    `import requests`,
    ``,
    `response = requests.post(`,
    `    "${apiUrl(origin, call)}",`,
    `    headers={`,
    `        "Authorization": os.environ["APLAUSO_API_KEY"],`,
    `        "Idempotency-Key": str(uuid.uuid4()),`,
    `    },`,
    `    json=${body},`,
    `    timeout=30,`,
    `)`,
    `body = response.json()`,
    `if not body["success"]:`,
    `    raise RuntimeError(f"{response.status_code} {body['code']}: {body['error']}")`,
    `print(${success})`,
  ].join('\n');
}

export function example(language: ExampleLanguage, origin: string, call: PublicCallId): string {
  if (language === 'curl') return curlExample(origin, call);
  if (language === 'javascript') return javascriptExample(origin, call);
  return pythonExample(origin, call);
}

// ---- Sample answers (real shapes, from the demo organisation) ----

const sender = {
  id: 4,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
  email: EXAMPLE_SENDER,
  job_position: 'Desarrolladora',
  profile_photo_url: null,
  department_name: 'Tecnología',
};

const receiver = {
  id: 7,
  full_name: 'Luis Herrera',
  first_name: 'Luis',
  last_name: 'Herrera',
  email: EXAMPLE_RECEIVER,
  job_position: 'Analista de calidad',
  profile_photo_url: null,
  department_name: 'Tecnología',
};

function samplePost(overrides: Partial<Post>): Post {
  return {
    id: 42,
    kind: 'recognition',
    created_at: 1767261600000,
    edited_at: null,
    image_url: null,
    message: '',
    sender,
    receivers: [{ ...receiver, points: 10 }],
    amount: 10,
    total_points: 10,
    types: [{ id: 1, name: 'Gracias', emoji: '🙏', image_url: null }],
    sub_type: null,
    values: [],
    badge: null,
    attachments: [],
    special: false,
    filed: false,
    likes_count: 0,
    liked_by_me: false,
    comments_count: 0,
    reactions: [],
    boost_total: 0,
    can_edit: false,
    can_boost: false,
    ...overrides,
  };
}

const recognitionAnswer: { success: true; data: SendResult } = {
  success: true,
  data: {
    post: samplePost({ message: '¡Gracias por tu ayuda con el cierre del trimestre!' }),
    points_spent: 10,
    give_balance: 490,
  },
};

const typedAnswer: { success: true; data: SendResult } = {
  success: true,
  data: {
    post: samplePost({
      id: 43,
      message: 'Gracias por resolver la incidencia del cliente.',
      amount: 20,
      total_points: 20,
      receivers: [{ ...receiver, points: 20 }],
      values: [{ id: 1, name: 'Colaboración', emoji: '🤝' }],
    }),
    points_spent: 20,
    give_balance: 470,
  },
};

const badgeAnswer: { success: true; data: { post: Post } } = {
  success: true,
  data: {
    post: samplePost({
      id: 44,
      kind: 'badge',
      sender: null,
      message: '¡Felicitaciones por tu primer año con nosotros!',
      receivers: [{ ...receiver, points: 0 }],
      amount: 0,
      total_points: 0,
      types: [],
      badge: {
        id: 1,
        name: 'Mentor del mes',
        description: 'Por guiar a quienes recién llegan.',
        image_url: '/api/files/badge.x6HA19rIgiHW.png?expires=1767265200&signature=…',
      },
    }),
  },
};

export const SAMPLE_ANSWERS: Record<PublicCallId, unknown> = {
  sendRecognition: recognitionAnswer,
  sendRecognitionOfType: typedAnswer,
  sendBadge: badgeAnswer,
};

export const SAMPLE_ERROR: ErrorBody = {
  success: false,
  error: 'Los puntos de «Gracias» deben estar entre 1 y 50.',
  code: 'amount_out_of_bounds',
  details: { fields: { amount: 'Entre 1 y 50.' } },
};

export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
