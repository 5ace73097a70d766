/**
 * The readable reference of /api/v1 (GET /api/v1/docs), rendered on the server from the OpenAPI
 * document: operations, parameters, schemas and problem types. No script and no inline style, so
 * the site's Content-Security-Policy holds; its stylesheet is /api/v1/docs.css.
 */
import { API_SCOPE_TEXT, API_SCOPES, API_V1 } from '../../../common/api-keys';
import { AppError, ErrorCode } from '../../errors';
import { escapeHtml as e } from '../../lib/html';
import type { OpenApiDocument } from './openapi';
import { problemOf } from './problem';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** A schema's type in a few words, its references linked to their section. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').at(-1)!;
    return `<a href="#schema-${e(name)}">${e(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(' or ');
  if (Array.isArray(schema.enum))
    return (schema.enum as unknown[]).map((v) => `<code>${e(String(v))}</code>`).join(' | ');
  if (schema.type === 'array') return `list of ${typeOf(schema.items as JsonSchema)}`;
  const format = typeof schema.format === 'string' ? ` (${e(schema.format)})` : '';
  return `${e(String(schema.type ?? 'any'))}${format}`;
}

function limits(schema: JsonSchema): string {
  const parts: string[] = [];
  for (const [key, word] of [
    ['minLength', 'at least %s characters'],
    ['maxLength', 'at most %s characters'],
    ['minimum', 'from %s'],
    ['maximum', 'to %s'],
    ['default', 'default %s'],
    ['pattern', 'matches %s'],
  ] as const)
    // A date-time's pattern says no more than its format.
    if (schema[key] !== undefined && !(key === 'pattern' && schema.format))
      parts.push(word.replace('%s', () => e(JSON.stringify(schema[key]))));
  return parts.join(', ');
}

function schemaTable(schema: JsonSchema): string {
  const props = schema.properties ?? {};
  const rows = Object.entries(props)
    .map(
      ([name, prop]) =>
        `<tr><th scope="row"><code>${e(name)}</code></th><td>${typeOf(prop)}</td><td>${schema.required?.includes(name) ? 'yes' : 'no'}</td>` +
        `<td>${e(String(prop.description ?? ''))} ${limits(prop)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function apiDocsPage(doc: OpenApiDocument): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const opHtml = ops
    .map(({ path, method, op }) => {
      const params = (op.parameters ?? []) as unknown as {
        name: string;
        in: string;
        required: boolean;
        description?: string;
        schema: JsonSchema;
      }[];
      const paramRows = params
        .map(
          (p) =>
            `<tr><th scope="row"><code>${e(p.name)}</code></th><td>${e(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${e(p.description ?? '')} ${limits(p.schema)}</td></tr>`,
        )
        .join('');
      const body = op.requestBody
        ? `<p>Body (JSON): ${typeOf(op.requestBody.content['application/json'].schema as JsonSchema)}</p>`
        : '';
      const responses = Object.entries(
        op.responses as Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>,
      )
        .map(([status, r]) => {
          const [type, media] = Object.entries(r.content)[0]!;
          return `<li><strong>${e(status)}</strong> <code>${e(type)}</code> ${typeOf(media.schema)}: ${e(r.description)}</li>`;
        })
        .join('');
      return (
        `<section id="op-${e(op.operationId)}"><h3><code>${e(method.toUpperCase())} ${e(API_V1 + path)}</code></h3>` +
        `<p>${e(op.summary)} Scope: <code>${e(op['x-scope'])}</code>.</p>` +
        (paramRows
          ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>${paramRows}</tbody></table>`
          : '') +
        `${body}<h4>Answers</h4><ul>${responses}</ul></section>`
      );
    })
    .join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${e(name)}"><h3>${e(name)}</h3>${schemaTable(schema as JsonSchema)}</section>`,
    )
    .join('');
  const problems = Object.values(ErrorCode)
    .map((code) => {
      const p = problemOf(new AppError(code, ''));
      return `<li id="${e(p.type.split('#')[1]!)}"><strong>${p.status}</strong> ${e(p.title)} (<code>${e(code)}</code>)</li>`;
    })
    .join('');
  const scopes = API_SCOPES.map((s) => `<li><code>${e(s)}</code>: ${e(API_SCOPE_TEXT[s])}</li>`).join('');
  const toc = ops
    .map(
      ({ path, method, op }) =>
        `<li><a href="#op-${e(op.operationId)}"><code>${e(method.toUpperCase())} ${e(path)}</code></a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(doc.info.title)} reference</title><link rel="stylesheet" href="${API_V1}/docs.css"></head>
<body><main>
<h1>${e(doc.info.title)} (version ${e(doc.info.version)})</h1>
<p>Base address: <code>${e(doc.servers[0]!.url)}</code>. The machine-readable description: <a href="${API_V1}/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<h2>Authentication</h2>
<p>An admin makes an API key under Integrations; it is shown once. Send it with every request: <code>Authorization: Bearer cpk_…</code>. An unknown, revoked or expired key is answered 401, and so is a key whose creator is no longer an active admin; a key without the operation's scope, 403; too many requests for one key, 429 with <code>Retry-After</code>.</p>
<h2>Scopes</h2><ul>${scopes}</ul>
<h2>Pages</h2><p>Lists answer <code>data</code> and <code>next_cursor</code>; pass it back as <code>?cursor=</code> for the next page, until it is null.</p>
<h2>Operations</h2><ul>${toc}</ul>${opHtml}
<h2>Schemas</h2>${schemas}
<h2>Problem types</h2><p>Errors are RFC 9457 problem details (<code>application/problem+json</code>) with <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code> and, for invalid fields, <code>errors</code>.</p><ul>${problems}</ul>
</main></body></html>`;
}

// Long paths, enum lists and patterns wrap anywhere, so a phone's width (390 px) needs no sideways scroll.
export const apiDocsCss = `body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#212529}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1,h2,h3,p,li,th,td,code{overflow-wrap:anywhere}
table{border-collapse:collapse;margin:.5rem 0;width:100%}
th,td{border:1px solid #dee2e6;padding:.25rem .5rem;text-align:left;vertical-align:top}
@media (max-width:30rem){main{padding:.5rem}th,td{padding:.2rem .3rem;font-size:.875rem}}
caption{text-align:left;font-weight:600}
code{background:#f1f3f5;padding:0 .2rem}
section{border-top:1px solid #dee2e6;margin-top:1rem}
a{color:#0a58ca}
`;
