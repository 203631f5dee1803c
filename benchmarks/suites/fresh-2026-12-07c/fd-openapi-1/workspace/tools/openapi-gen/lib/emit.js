'use strict';

function tsType(schema) {
  if (!schema) return 'unknown';
  if (schema.$ref) return schema.$ref.split('/').pop();
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  switch (schema.type) {
    case 'integer':
    case 'number': return 'number';
    case 'string': return 'string';
    case 'boolean': return 'boolean';
    case 'array': return `${tsType(schema.items)}[]`;
    case 'object': return schema.properties ? inlineObject(schema) : 'Record<string, unknown>';
    default: return 'unknown';
  }
}

function inlineObject(schema) {
  const req = new Set(schema.required || []);
  const props = Object.entries(schema.properties || {}).map(([k, v]) => `${k}${req.has(k) ? '' : '?'}: ${tsType(v)}`);
  return `{ ${props.join('; ')} }`;
}

function emitTypes(spec) {
  const schemas = (spec.components && spec.components.schemas) || {};
  let code = '';
  for (const [name, schema] of Object.entries(schemas)) {
    const req = new Set(schema.required || []);
    code += `export interface ${name} {\n`;
    for (const [k, v] of Object.entries(schema.properties || {})) code += `  ${k}${req.has(k) ? '' : '?'}: ${tsType(v)};\n`;
    code += '}\n\n';
  }
  return { code, count: Object.keys(schemas).length };
}

function emitOperations(spec) {
  const base = (spec.servers && spec.servers[0] && spec.servers[0].url) || '';
  let code = `export let baseUrl = ${JSON.stringify(base)};\n\n` +
    'async function call<T>(method: string, path: string, body?: unknown): Promise<T> {\n' +
    '  const res = await fetch(baseUrl + path, {\n' +
    '    method,\n' +
    "    headers: body === undefined ? {} : { 'content-type': 'application/json' },\n" +
    '    body: body === undefined ? undefined : JSON.stringify(body),\n' +
    '  });\n' +
    '  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);\n' +
    '  return (await res.json()) as T;\n' +
    '}\n';
  let count = 0;
  for (const [route, item] of Object.entries(spec.paths || {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId) continue;
      const params = (op.parameters || []).filter((p) => p.in === 'path');
      const args = params.map((p) => `${p.name}: ${tsType(p.schema)}`);
      const reqSchema = op.requestBody && op.requestBody.content && op.requestBody.content['application/json'];
      if (reqSchema) args.push(`body: ${tsType(reqSchema.schema)}`);
      const ok = op.responses && (op.responses['200'] || op.responses['201']);
      const resSchema = ok && ok.content && ok.content['application/json'] && ok.content['application/json'].schema;
      const pathExpr = '`' + route.replace(/\{(\w+)\}/g, '${encodeURIComponent($1)}') + '`';
      code += `\n/** ${op.summary || op.operationId} */\n` +
        `export function ${op.operationId}(${args.join(', ')}): Promise<${tsType(resSchema)}> {\n` +
        `  return call(${JSON.stringify(method.toUpperCase())}, ${pathExpr}${reqSchema ? ', body' : ''});\n}\n`;
      count++;
    }
  }
  return { code, count };
}

module.exports = { emitTypes, emitOperations, tsType };
