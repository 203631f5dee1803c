// Turns each operation's JSON request schema into a validator middleware.
const snippets = require('./snippets');

const cap = (s) => s[0].toUpperCase() + s.slice(1);

function checksFor(schema) {
  const out = [];
  for (const name of schema.required || []) out.push(snippets.required(name));
  for (const [name, prop] of Object.entries(schema.properties || {})) {
    out.push(snippets.typeCheck(name, prop.type));
    if (prop.minLength !== undefined) out.push(snippets.minLength(name, prop.minLength));
    if (prop.maxLength !== undefined) out.push(snippets.maxLength(name, prop.maxLength));
    if (prop.minItems !== undefined) out.push(snippets.minItems(name, prop.minItems));
    if (prop.minimum !== undefined) out.push(snippets.minimum(name, prop.minimum));
  }
  return out;
}

module.exports = function emitValidators(spec) {
  const schemas = spec.components.schemas;
  const parts = [snippets.header(spec)];
  const names = [];
  for (const methods of Object.values(spec.paths)) {
    for (const op of Object.values(methods)) {
      const ref = op.requestBody.content['application/json'].schema.$ref;
      const schema = schemas[ref.split('/').pop()];
      const fn = 'validate' + cap(op.operationId);
      names.push(fn);
      parts.push(snippets.validator(fn, checksFor(schema)));
    }
  }
  parts.push(`module.exports = { ${names.join(', ')} };\n`);
  return parts.join('\n');
};
