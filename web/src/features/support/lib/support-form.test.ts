import { describe, expect, it } from 'vitest';

import { originPage, pageOfOrigin, toSupportRequest, validateSupportForm } from './support-form';

describe('the support form checks', () => {
  it('ask for a topic, a subject of 3 to 120 characters and a message of 10 to 5000', () => {
    expect(validateSupportForm({ topic: '', subject: ' a ', message: 'corto' })).toEqual({
      topic: 'support.form.errors.topic',
      subject: 'support.form.errors.subjectLength',
      message: 'support.form.errors.messageShort',
    });
    expect(
      validateSupportForm({ topic: 'points', subject: 'x'.repeat(121), message: 'y'.repeat(5001) }),
    ).toEqual({
      subject: 'support.form.errors.subjectLength',
      message: 'support.form.errors.messageLong',
    });
    expect(
      validateSupportForm({ topic: 'other', subject: 'Mi saldo', message: 'No veo mis puntos.' }),
    ).toEqual({});
  });

  it('count characters as the server does (an emoji is one) and trim what is sent', () => {
    expect(
      validateSupportForm({ topic: 'other', subject: '🎉🎉🎉', message: '🎉'.repeat(10) }),
    ).toEqual({});
    expect(
      toSupportRequest(
        { topic: 'rewards', subject: '  Pedido ', message: ' No llegó mi pedido ' },
        null,
      ),
    ).toEqual({ topic: 'rewards', subject: 'Pedido', message: 'No llegó mi pedido' });
    expect(
      toSupportRequest(
        { topic: 'rewards', subject: 'Pedido', message: 'No llegó mi pedido' },
        '/cart',
      ),
    ).toEqual({
      topic: 'rewards',
      subject: 'Pedido',
      message: 'No llegó mi pedido',
      page: '/cart',
    });
  });
});

describe('the page a person came from', () => {
  const origin = 'https://demo.aplauso.test';
  it("is the link's state first, else the referrer of this app", () => {
    expect(pageOfOrigin({ from: '/catalog/cart' }, `${origin}/podium`, origin, '/support')).toBe(
      '/catalog/cart',
    );
    expect(pageOfOrigin(null, `${origin}/catalog/cart`, origin, '/support')).toBe('/catalog/cart');
    expect(pageOfOrigin(undefined, '', origin, '/support')).toBeNull();
  });

  it('is left out when it is another site, the support page itself or not a path', () => {
    expect(pageOfOrigin(null, 'https://elsewhere.example/catalog', origin, '/support')).toBeNull();
    expect(pageOfOrigin(null, `${origin}/support`, origin, '/support')).toBeNull();
    expect(originPage('//evil.example/x', '/support')).toBeNull();
    expect(originPage('catalog', '/support')).toBeNull();
    expect(originPage('/a b', '/support')).toBeNull();
    expect(originPage(`/${'a'.repeat(200)}`, '/support')).toBeNull();
    expect(originPage(42, '/support')).toBeNull();
  });
});
