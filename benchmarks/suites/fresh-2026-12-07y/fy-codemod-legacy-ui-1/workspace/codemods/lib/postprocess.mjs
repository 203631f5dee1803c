// Steps run after a codemod has rewritten files.
import { ensureWorkspaceDep } from './workspace.mjs';
import { writeReport } from './report.mjs';

export async function postprocess(ctx) {
  if (ctx.changed.length === 0) return;
  ensureWorkspaceDep(ctx.root, ctx.target, '@acme/ui');
  writeReport(ctx);
}
