#!/usr/bin/env python3
"""run.py PKG: minimal lint: unused imports and bare excepts."""
import ast, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hooks

problems = 0
for dp, _, fns in os.walk(sys.argv[1]):
    for fn in sorted(fns):
        if not fn.endswith(".py"):
            continue
        path = os.path.join(dp, fn)
        tree = ast.parse(open(path).read(), path)
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if (a.asname or a.name).split(".")[0] not in names:
                        print("%s:%d: unused import %s" % (path, node.lineno, a.name)); problems += 1
            if isinstance(node, ast.ExceptHandler) and node.type is None:
                print("%s:%d: bare except" % (path, node.lineno)); problems += 1
print("%d problem(s)" % problems)
hooks.after_lint(problems)
