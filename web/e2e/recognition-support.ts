// Shared steps of the recognition specs (feed, send dialog, podium, profiles): API set-up
// calls beside the browser, and finding a post card by its message.
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { DEMO_PASSWORD, expect, signInAs } from './support';

/** A message nobody else in the run writes. */
export function uniqueMessage(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Signs in (through the API) and waits for the feed of the home page. */
export async function openFeed(page: Page, email: string): Promise<void> {
  await signInAs(page, email, 'Muro de reconocimientos');
}

/** The feed card of the post with this message. */
export function postCard(page: Page, message: string): Locator {
  return page.getByRole('article').filter({ hasText: message });
}

type Envelope<T> = { success: boolean; data: T };

/** Calls the API as a member, for set-up and checks beside the browser. */
export class Member {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string): Promise<Member> {
    const response = await request.post('/api/login', {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Envelope<{ token: string }>;
    return new Member(request, body.data.token);
  }

  private headers(extra: Record<string, string> = {}) {
    return { Authorization: `Bearer ${this.token}`, ...extra };
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/api${path}`, { headers: this.headers() });
    expect(response.status(), `GET ${path}`).toBe(200);
    return ((await response.json()) as Envelope<T>).data;
  }

  async post<T>(path: string, data: unknown, extra: Record<string, string> = {}): Promise<T> {
    const response = await this.request.post(`/api${path}`, {
      headers: this.headers(extra),
      data,
    });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as Envelope<T>).data;
  }

  /** Sets the member's interface language (profile field `language`). */
  async setLanguage(language: 'spanish' | 'english'): Promise<void> {
    const response = await this.request.patch('/api/user/account/update', {
      headers: this.headers(),
      data: { language },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Points to give and to redeem. */
  async points(): Promise<{ give_balance: number; redeem_balance: number }> {
    return this.get('/user/points');
  }

  /** Sends a recognition of the named type; returns the new post's id. */
  async recognise(options: {
    to: string[];
    type: string;
    amount: number;
    message: string;
  }): Promise<number> {
    const types = await this.get<{ id: number; name: string }[]>('/recognition_type');
    const type = types.find((candidate) => candidate.name === options.type);
    expect(type, `type ${options.type}`).toBeDefined();
    const result = await this.post<{ post: { id: number } }>(
      '/send_feedback',
      {
        reciever_emails: options.to,
        amount: options.amount,
        post_types: type?.id,
        message: options.message,
      },
      // A fresh key per call: visible ASCII, no spaces (the server checks it).
      { 'Idempotency-Key': randomUUID() },
    );
    return result.post.id;
  }
}

export const EMAILS = {
  admin: 'admin@demo.local',
  leader: 'leader@demo.local',
  ana: 'ana.torres@demo.local',
  carlos: 'carlos.ruiz@demo.local',
  jorge: 'jorge.martinez@demo.local',
  maria: 'maria.lopez@demo.local',
  sofia: 'sofia.ramirez@demo.local',
  diego: 'diego.castro@demo.local',
  valentina: 'valentina.rojas@demo.local',
} as const;
