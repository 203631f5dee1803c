// Moves imports from the deprecated '@acme/ui/legacy' entry point to '@acme/ui'
// and renames the Legacy* components to their new names.
import fs from 'node:fs';

const RENAMES = { LegacyButton: 'Button', LegacyCard: 'Card', LegacyModal: 'Dialog' };
const IMPORT_RE = /import\s*\{([^}]*)\}\s*from\s*(['"])@acme\/ui\/legacy\2;?/g;

export const extensions = ['.ts', '.tsx'];

export default {
  apply(file) {
    const src = fs.readFileSync(file, 'utf8');
    if (!src.includes('@acme/ui/legacy')) return { changed: false };
    const used = new Set();
    let out = src.replace(IMPORT_RE, (_m, names, q) => {
      const specs = names.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
        const [orig, alias] = s.split(/\s+as\s+/);
        const next = RENAMES[orig] ?? orig;
        if (!alias) used.add(orig);
        return alias ? `${next} as ${alias}` : next;
      });
      return `import { ${specs.join(', ')} } from ${q}@acme/ui${q};`;
    });
    for (const old of used) {
      if (RENAMES[old]) out = out.replace(new RegExp(`\\b${old}\\b`, 'g'), RENAMES[old]);
    }
    return { changed: out !== src, write: () => fs.writeFileSync(file, out) };
  },
};
