// A minimal Node.js server of the feed page, the yardstick server_bench measures Aplauso against:
// Fastify and pg, the same two statements Aplauso runs for GET /api/post (the member's token
// state, then the page with the stored cards and the viewer's own likes and reactions), prepared
// once per connection with the same session settings, and the same answer byte for byte (the
// benchmark compares them). Started by server_bench with:
//   PORT            port to listen on (0: any; the chosen one is printed as "port <n>")
//   DATABASE_URL    the benchmark's PostgreSQL
//   STATEMENTS      a JSON file: {"org": id, "session": sql, "auth": sql, "page": sql}
//   JWT_SECRET      the HS256 key the Aplauso server signs with
//   POOL_SIZE       connections (default 8, as the Aplauso server's pool)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

import Fastify from 'fastify';
import pg from 'pg';

const statements = JSON.parse(readFileSync(process.env.STATEMENTS, 'utf8'));
const secret = process.env.JWT_SECRET;
const org = String(statements.org);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 8),
});
pool.on('connect', (client) => client.query(statements.session));

const MAX_ID = '9223372036854775807';
const URL_MARKER = '\x01';

function unauthorized(reply) {
  return reply
    .code(401)
    .send({ success: false, error: 'Inicia sesión para continuar.', code: 'unauthorized' });
}

// HS256 only, as Aplauso verifies: header.payload signed with the secret, not expired.
function verify(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString());
  if (header.alg !== 'HS256') return null;
  const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
  return claims.exp > Date.now() / 1000 ? claims : null;
}

function split(text, separator) {
  return text === '' ? [] : text.split(separator);
}

// PostReader::append_post: the row's own fields around the stored card's members.
function appendPost(out, row, viewerId) {
  const [id, kind, authorId, message, amount, totalPoints, special, filed, likes, comments] = row;
  const [boostTotal, editedAt, createdAt, imageUrl, card, reactions, liked, mine] = row.slice(10);
  const cardText = card ?? '';
  const newline = cardText.indexOf('\n');
  const meta = newline < 0 ? '' : cardText.slice(0, newline);
  const members = newline < 0 ? cardText : cardText.slice(newline + 1);
  const semicolon = meta.indexOf(';f=');
  const receivers = meta.startsWith('r=')
    ? meta.slice(2, semicolon < 0 ? undefined : semicolon)
    : '';
  if (members.includes(URL_MARKER)) throw new Error('signed file URLs are not in this yardstick');
  const authored = authorId !== null && authorId === viewerId;
  const receives = split(receivers, ',').includes(viewerId);
  out.push(
    `{"id":${id},"kind":${JSON.stringify(kind)},"created_at":${createdAt},"edited_at":${editedAt ?? 'null'},` +
      `"message":${JSON.stringify(message)},"amount":${amount},"image_url":${imageUrl === null ? 'null' : JSON.stringify(imageUrl)},` +
      `"total_points":${totalPoints},`,
  );
  out.push(
    members === ''
      ? '"sender":null,"receivers":[],"types":[],"sub_type":null,"values":[],"badge":null,"attachments":[]'
      : members,
  );
  const mineList = split(mine ?? '', ',');
  const reactionItems = split(reactions ?? '', ',')
    .filter((pair) => pair.lastIndexOf(' ') >= 0)
    .map((pair) => {
      const space = pair.lastIndexOf(' ');
      const emoji = pair.slice(0, space);
      return `{"emoji":${JSON.stringify(emoji)},"count":${pair.slice(space + 1)},"mine":${mineList.includes(emoji)}}`;
    });
  out.push(
    `,"special":${special === '1' || special === 't'},"filed":${filed === '1' || filed === 't'},` +
      `"likes_count":${likes},"liked_by_me":${liked === 't' || liked === '1'},"comments_count":${comments},` +
      `"reactions":[${reactionItems.join(',')}],"boost_total":${boostTotal},"can_edit":${authored},` +
      `"can_boost":${kind === 'recognition' && viewerId !== '0' && !authored && !receives}}`,
  );
}

const app = Fastify({ logger: false });

app.get('/api/post', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  const claims = header.startsWith('Bearer ') ? verify(header.slice(7)) : null;
  if (!claims || String(claims.org) !== org) return unauthorized(reply);
  const viewer = String(claims.sub);
  const perPage = Math.min(100, Math.max(1, Number(request.query.perPage ?? 10)));
  const before = request.query.before ?? MAX_ID;
  const client = await pool.connect();
  try {
    const state = await client.query({
      name: 'auth',
      text: statements.auth,
      values: [org, viewer],
      rowMode: 'array',
    });
    const [person] = state.rows;
    if (!person || !(person[2] === 1 || person[2] === '1' || person[2] === true)) {
      return unauthorized(reply);
    }
    if (String(person[1]) !== String(claims.ver)) return unauthorized(reply);
    const page = await client.query({
      name: 'page',
      text: statements.page,
      values: [org, viewer, before, perPage + 1, 0],
      rowMode: 'array',
      types: { getTypeParser: () => (value) => value },
    });
    const rows = page.rows;
    const hasMore = rows.length > perPage;
    if (hasMore) rows.pop();
    const out = ['{"success":true,"data":['];
    rows.forEach((row, i) => {
      if (i > 0) out.push(',');
      appendPost(out, row, viewer);
    });
    out.push(`],"meta":{"page":1,"perPage":${perPage},"total":null,"hasMore":${hasMore}}}`);
    reply.header('content-type', 'application/json');
    return out.join('');
  } finally {
    client.release();
  }
});

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`port ${new URL(address).port}`);
