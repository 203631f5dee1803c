// Prints what the generator produced.

export async function summarize(spec, ops, outPath) {
  for (const op of ops) console.log(`  ${op.method.padEnd(6)} ${op.route}  -> ${op.id}()`);
  console.log(`generated ${ops.length} operation(s) from ${spec.info.title} ${spec.info.version} into ${outPath}`);
}
