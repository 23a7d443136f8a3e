/** Renders the OpenAPI document as a plain, readable HTML reference (no scripts, so the CSP holds). */
type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
type OpenApiDoc = { info?: { title?: string; version?: string }; paths?: Record<string, Record<string, Operation>> };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

export function renderDocsPage(doc: OpenApiDoc): string {
  const sections = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = (op.parameters ?? [])
        .map(
          (p) => `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ' (required)' : ''}</li>`,
        )
        .join('');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => {
          const schema = r.content?.['application/json']?.schema;
          return `<details><summary>${escapeHtml(status)} ${escapeHtml(r.description ?? '')}</summary>${schema ? json(schema) : ''}</details>`;
        })
        .join('');
      return `<section><h2><span class="m">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? '')}</p>
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}
${body ? `<h3>Request body</h3><details open><summary>application/json</summary>${json(body)}</details>` : ''}
<h3>Responses</h3>${responses}</section>`;
    }),
  );
  const title = escapeHtml(doc.info?.title ?? 'API');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#111}
section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1.1rem}.m{background:#1e3a8a;color:#fff;padding:.1rem .4rem;border-radius:.25rem;font-size:.8rem}
pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:.8rem}summary{cursor:pointer}</style></head>
<body><h1>${title} <small>${escapeHtml(doc.info?.version ?? '')}</small></h1>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Errors answer <code>{ message, code, issues? }</code>.</p>
${sections.join('\n')}</body></html>`;
}
